// The types of FlowCore's title-button machine, as its specs and the web module read them.
// Written by Scripts/web-types.py from Specs/Schemas/title-button.schema.json (flow schema); do not edit.

/** The title-button machine's configuration: what `createSession("title-button", config)` takes. */
export type Config = {
  /** @defaultValue "nav_arrow_down" */
  arrowImage?: null | string;
  arrowSize: {
    height: number;
    width: number;
  };
  /** @defaultValue false */
  blankTitleIsHome?: null | boolean;
  /** @defaultValue "large" */
  contentSize?: null | "extraSmall" | "small" | "medium" | "large" | "extraLarge" | "extraExtraLarge" | "extraExtraExtraLarge" | "accessibilityMedium" | "accessibilityLarge" | "accessibilityExtraLarge" | "accessibilityExtraExtraLarge" | "accessibilityExtraExtraExtraLarge";
  /** @defaultValue {"size": 17, "textStyle": "headline", "weight": "bold"} */
  font?: null | {
    family?: null | string;
    size: number;
    textStyle?: null | "largeTitle" | "title1" | "title2" | "title3" | "headline" | "body" | "callout" | "subheadline" | "footnote" | "caption1" | "caption2";
    /** @defaultValue "regular" */
    weight?: null | "regular" | "medium" | "semibold" | "bold";
  };
  /** @defaultValue "首页" */
  homeTitle?: null | string;
  /** @defaultValue "leftToRight" */
  layoutDirection?: null | "leftToRight" | "rightToLeft";
  /** @defaultValue "Infinity" */
  maxWidth?: null | number | "Infinity";
  /** @defaultValue {"lineHeightMultiple": 1.2, "narrowAdvance": 0.5, "wideAdvance": 1} */
  measurer?: null | {
    /** @defaultValue 1.2 */
    lineHeightMultiple?: null | number;
    /** @defaultValue 0.5 */
    narrowAdvance?: null | number;
    /** @defaultValue 1 */
    wideAdvance?: null | number;
  };
  /** @defaultValue "nav_arrow_up" */
  selectedArrowImage?: null | string;
  /** @defaultValue "#555555" */
  textColor?: null | string;
  title?: null | string;
};

/** The machine's state, as `session.state()` gives it (as a spec checks it: every member optional). */
export type State = {
  isSelected?: null | boolean;
  title?: null | string;
};

/** Every event of the machine, one case each: what `session.send` takes. */
export type Event =
  | Event.Tapped
  | Event.TitleChanged;

export declare namespace Event {
  /** The Swift case `tapped`. */
  type Tapped = "tapped";
  /** The Swift case `titleChanged`. */
  type TitleChanged = "titleChanged" | {
    titleChanged: {
      title?: null | string;
    };
  };
}

/** Every effect of the machine, one case each: what `session.send` and the timers give. */
export type Effect =
  | Effect.Render
  | Effect.SetSelected
  | Effect.SelectionChanged;

export declare namespace Effect {
  /** The Swift case `render`. */
  type Render = {
    render: {
      layout: {
        accessibilityLabel: string;
        font: {
          family?: null | string;
          size: number;
          textStyle?: null | "largeTitle" | "title1" | "title2" | "title3" | "headline" | "body" | "callout" | "subheadline" | "footnote" | "caption1" | "caption2";
          /** @defaultValue "regular" */
          weight?: null | "regular" | "medium" | "semibold" | "bold";
        };
        image?: null | string;
        imageFrame?: null | {
          height: number | "NaN" | "Infinity" | "-Infinity";
          width: number | "NaN" | "Infinity" | "-Infinity";
          x: number | "NaN" | "Infinity" | "-Infinity";
          y: number | "NaN" | "Infinity" | "-Infinity";
        };
        imageInsets: {
          /** @defaultValue 0 */
          bottom?: null | number | "NaN" | "Infinity" | "-Infinity";
          /** @defaultValue 0 */
          left?: null | number | "NaN" | "Infinity" | "-Infinity";
          /** @defaultValue 0 */
          right?: null | number | "NaN" | "Infinity" | "-Infinity";
          /** @defaultValue 0 */
          top?: null | number | "NaN" | "Infinity" | "-Infinity";
        };
        isTruncated: boolean;
        size: {
          height: number | "NaN" | "Infinity" | "-Infinity";
          width: number | "NaN" | "Infinity" | "-Infinity";
        };
        text: string;
        textColor: string;
        titleFrame: {
          height: number | "NaN" | "Infinity" | "-Infinity";
          width: number | "NaN" | "Infinity" | "-Infinity";
          x: number | "NaN" | "Infinity" | "-Infinity";
          y: number | "NaN" | "Infinity" | "-Infinity";
        };
        titleInsets: {
          /** @defaultValue 0 */
          bottom?: null | number | "NaN" | "Infinity" | "-Infinity";
          /** @defaultValue 0 */
          left?: null | number | "NaN" | "Infinity" | "-Infinity";
          /** @defaultValue 0 */
          right?: null | number | "NaN" | "Infinity" | "-Infinity";
          /** @defaultValue 0 */
          top?: null | number | "NaN" | "Infinity" | "-Infinity";
        };
      };
    };
  };
  /** The Swift case `setSelected`. */
  type SetSelected = {
    setSelected: {
      isSelected: boolean;
    };
  };
  /**
   * The Swift case `selectionChanged`.
   * the former spelling of "setSelected", still read; written as "setSelected"
   * @deprecated
   */
  type SelectionChanged = {
    selectionChanged: {
      isSelected: boolean;
    };
  };
}

/** Seconds of virtual time from the start of a spec. */
export type Time = number;

/** A step's picture: an SVG file beside the spec. */
export type Picture = string | {
  at?: number;
  file: string;
  increasedContrast?: boolean;
};

/** One step of a spec: an event sent or a timer fired, and what it must cause. */
export type Step = {
  at: Time;
  expect?: {
    effects?: Effect[];
    state?: State;
  };
  fire?: Event;
  picture?: Picture;
  send?: Event;
};

/** A spec of the title-button machine, as `session.spec()` gives it and `flow check` replays it. */
export type Spec = {
  config?: Config;
  formatVersion: 1;
  machine: "title-button";
  pending?: {
    at: Time;
    event: Event;
  }[];
  steps: Step[];
  title: string;
  tolerance?: number;
  until?: Time;
};
