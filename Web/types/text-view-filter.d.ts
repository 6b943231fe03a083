// The types of FlowCore's text-view-filter machine, as its specs and the web module read them.
// Written by Scripts/web-types.py from Specs/Schemas/text-view-filter.schema.json (flow schema); do not edit.

/** The text-view-filter machine's configuration: what `createSession("text-view-filter", config)` takes. */
export type Config = {
  /** @defaultValue "everyEdit" */
  changeReporting?: null | "everyEdit" | "realChanges";
  /** @defaultValue "large" */
  contentSize?: null | "extraSmall" | "small" | "medium" | "large" | "extraLarge" | "extraExtraLarge" | "extraExtraExtraLarge" | "accessibilityMedium" | "accessibilityLarge" | "accessibilityExtraLarge" | "accessibilityExtraExtraLarge" | "accessibilityExtraExtraExtraLarge";
  /** @defaultValue "leftToRight" */
  layoutDirection?: null | "leftToRight" | "rightToLeft";
  /** @defaultValue "clearsLoneSpace" */
  leadingWhitespace?: null | "clearsLoneSpace" | "forbidden" | "allowed";
  /** @defaultValue "graphemes" */
  lengthUnit?: null | "graphemes" | "utf16" | "weighted";
  maxLength?: null | number | string;
  /** @defaultValue {"color": "gray", "font": {"size": 14, "textStyle": "body", "weight": "regular"}, "origin": {"x": 5, "y": 8}, "text": ""} */
  placeholder?: null | {
    /** @defaultValue "gray" */
    color?: null | string;
    /** @defaultValue {"size": 14, "textStyle": "body", "weight": "regular"} */
    font?: null | {
      family?: null | string;
      size: number;
      textStyle?: null | "largeTitle" | "title1" | "title2" | "title3" | "headline" | "body" | "callout" | "subheadline" | "footnote" | "caption1" | "caption2";
      /** @defaultValue "regular" */
      weight?: null | "regular" | "medium" | "semibold" | "bold";
    };
    /** @defaultValue {"x": 5, "y": 8} */
    origin?: null | {
      x: number;
      y: number;
    };
    /** @defaultValue "" */
    text?: null | string;
  };
  /** @defaultValue false */
  removesEmoji?: null | boolean;
};

/** The machine's state, as `session.state()` gives it (as a spec checks it: every member optional). */
export type State = {
  /** @defaultValue true */
  isPlaceholderVisible?: null | boolean;
  /** @defaultValue 0 */
  length?: null | number | string;
  marked?: null | {
    location?: null | number | string;
    text?: null | string;
  };
  selection?: null | {
    length?: null | number | string;
    location?: null | number | string;
  };
  text?: null | string;
  utf16Length?: null | number | string;
};

/** Every event of the machine, one case each: what `session.send` takes. */
export type Event =
  | Event.MarkedTextCommitted
  | Event.UnmarkText
  | Event.Replaced
  | Event.TextSet
  | Event.SelectionChanged
  | Event.MarkedTextChanged
  | Event.Replace
  | Event.Select
  | Event.SetMarkedText
  | Event.SetText;

export declare namespace Event {
  /** The Swift case `markedTextCommitted`. */
  type MarkedTextCommitted = "markedTextCommitted";
  /**
   * The Swift case `unmarkText`.
   * the former spelling of "markedTextCommitted", still read; written as "markedTextCommitted"
   * @deprecated
   */
  type UnmarkText = "unmarkText";
  /** The Swift case `replaced`. */
  type Replaced = {
    replaced: {
      length: number | string;
      location: number | string;
      with: string;
    };
  };
  /** The Swift case `textSet`. */
  type TextSet = {
    textSet: {
      text: string;
    };
  };
  /** The Swift case `selectionChanged`. */
  type SelectionChanged = {
    selectionChanged: {
      length: number | string;
      location: number | string;
    };
  };
  /** The Swift case `markedTextChanged`. */
  type MarkedTextChanged = {
    markedTextChanged: {
      text: string;
    };
  };
  /**
   * The Swift case `replace`.
   * the former spelling of "replaced", still read; written as "replaced"
   * @deprecated
   */
  type Replace = {
    replace: {
      length: number | string;
      location: number | string;
      with: string;
    };
  };
  /**
   * The Swift case `select`.
   * the former spelling of "selectionChanged", still read; written as "selectionChanged"
   * @deprecated
   */
  type Select = {
    select: {
      length: number | string;
      location: number | string;
    };
  };
  /**
   * The Swift case `setMarkedText`.
   * the former spelling of "markedTextChanged", still read; written as "markedTextChanged"
   * @deprecated
   */
  type SetMarkedText = {
    setMarkedText: {
      text: string;
    };
  };
  /**
   * The Swift case `setText`.
   * the former spelling of "textSet", still read; written as "textSet"
   * @deprecated
   */
  type SetText = {
    setText: {
      text: string;
    };
  };
}

/** Every effect of the machine, one case each: what `session.send` and the timers give. */
export type Effect =
  | Effect.NotifyValueChanged
  | Effect.ValueChanged
  | Effect.NotifyMaxLengthReached
  | Effect.SetPlaceholderVisible
  | Effect.MaxLengthReached
  | Effect.PlaceholderVisibility;

export declare namespace Effect {
  /** The Swift case `notifyValueChanged`. */
  type NotifyValueChanged = "notifyValueChanged";
  /**
   * The Swift case `valueChanged`.
   * the former spelling of "notifyValueChanged", still read; written as "notifyValueChanged"
   * @deprecated
   */
  type ValueChanged = "valueChanged";
  /** The Swift case `notifyMaxLengthReached`. */
  type NotifyMaxLengthReached = {
    notifyMaxLengthReached: {
      limit: number | string;
    };
  };
  /** The Swift case `setPlaceholderVisible`. */
  type SetPlaceholderVisible = {
    setPlaceholderVisible: {
      visible: boolean;
    };
  };
  /**
   * The Swift case `maxLengthReached`.
   * the former spelling of "notifyMaxLengthReached", still read; written as "notifyMaxLengthReached"
   * @deprecated
   */
  type MaxLengthReached = {
    maxLengthReached: {
      limit: number | string;
    };
  };
  /**
   * The Swift case `placeholderVisibility`.
   * the former spelling of "setPlaceholderVisible", still read; written as "setPlaceholderVisible"
   * @deprecated
   */
  type PlaceholderVisibility = {
    placeholderVisibility: {
      visible: boolean;
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

/** A spec of the text-view-filter machine, as `session.spec()` gives it and `flow check` replays it. */
export type Spec = {
  config?: Config;
  formatVersion: 1;
  machine: "text-view-filter";
  pending?: {
    at: Time;
    event: Event;
  }[];
  steps: Step[];
  title: string;
  tolerance?: number;
  until?: Time;
};
