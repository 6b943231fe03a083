// The types of FlowCore's welcome-screen machine, as its specs and the web module read them.
// Written by Scripts/web-types.py from Specs/Schemas/welcome-screen.schema.json (flow schema); do not edit.

/** The welcome-screen machine's configuration: what `createSession("welcome-screen", config)` takes. */
export type Config = {
  /** @defaultValue "头像" */
  avatarLabel?: null | string;
  /** @defaultValue "avatar_default_big" */
  avatarPlaceholder?: null | string;
  /** @defaultValue 90 */
  avatarSize?: null | number;
  avatarURL?: null | string;
  /** @defaultValue "ad_background" */
  backgroundImage?: null | string;
  /** @defaultValue "large" */
  contentSize?: null | "extraSmall" | "small" | "medium" | "large" | "extraLarge" | "extraExtraLarge" | "extraExtraExtraLarge" | "accessibilityMedium" | "accessibilityLarge" | "accessibilityExtraLarge" | "accessibilityExtraExtraLarge" | "accessibilityExtraExtraExtraLarge";
  /** @defaultValue 0.7 */
  dampingRatio?: null | number;
  /** @defaultValue 1 */
  fadeDuration?: null | number;
  /** @defaultValue "欢迎归来" */
  greeting?: null | string;
  /** @defaultValue "hq_titleTextColor" */
  greetingColor?: null | string;
  /** @defaultValue {"size": 18, "textStyle": "title3", "weight": "regular"} */
  greetingFont?: null | {
    family?: null | string;
    size: number;
    textStyle?: null | "largeTitle" | "title1" | "title2" | "title3" | "headline" | "body" | "callout" | "subheadline" | "footnote" | "caption1" | "caption2";
    /** @defaultValue "regular" */
    weight?: null | "regular" | "medium" | "semibold" | "bold";
  };
  /** @defaultValue 16 */
  greetingGap?: null | number;
  /** @defaultValue {"lineHeightMultiple": 1.2, "narrowAdvance": 0.5, "wideAdvance": 1} */
  measurer?: null | {
    /** @defaultValue 1.2 */
    lineHeightMultiple?: null | number;
    /** @defaultValue 0.5 */
    narrowAdvance?: null | number;
    /** @defaultValue 1 */
    wideAdvance?: null | number;
  };
  /** @defaultValue false */
  reducesMotion?: null | boolean;
  /** @defaultValue 2 */
  riseDuration?: null | number;
  /** @defaultValue 200 */
  travelInset?: null | number;
};

/** The machine's state, as `session.state()` gives it (as a spec checks it: every member optional). */
export type State = {
  /** @defaultValue false */
  isAvatarLoaded?: null | boolean;
  phase?: null | "waiting" | "animating" | "removed";
  /** @defaultValue {"height": 0, "width": 0} */
  screen?: null | {
    height?: null | number | "NaN" | "Infinity" | "-Infinity";
    width?: null | number | "NaN" | "Infinity" | "-Infinity";
  };
};

/** Every event of the machine, one case each: what `session.send` takes. */
export type Event =
  | Event.AvatarLoaded
  | Event.AnimationEnded
  | Event.Appeared;

export declare namespace Event {
  /** The Swift case `avatarLoaded`. */
  type AvatarLoaded = "avatarLoaded";
  /** The Swift case `animationEnded`. */
  type AnimationEnded = "animationEnded";
  /** The Swift case `appeared`. */
  type Appeared = {
    appeared: {
      screen: {
        height: number | "NaN" | "Infinity" | "-Infinity";
        width: number | "NaN" | "Infinity" | "-Infinity";
      };
    };
  };
}

/** Every effect of the machine, one case each: what `session.send` and the timers give. */
export type Effect =
  | Effect.Remove
  | Effect.Removed
  | Effect.Animate
  | Effect.LoadAvatar;

export declare namespace Effect {
  /** The Swift case `remove`. */
  type Remove = "remove";
  /**
   * The Swift case `removed`.
   * the former spelling of "remove", still read; written as "remove"
   * @deprecated
   */
  type Removed = "removed";
  /** The Swift case `animate`. */
  type Animate = {
    animate: {
      timeline: {
        tracks: {
          keyframes: {
            curve: "linear" | "easeIn" | "easeOut" | "easeInOut" | {
              spring: {
                dampingRatio: number | "NaN" | "Infinity" | "-Infinity";
                initialVelocity: number | "NaN" | "Infinity" | "-Infinity";
              };
            };
            time: number | "NaN" | "Infinity" | "-Infinity";
            value: number | "NaN" | "Infinity" | "-Infinity" | string | {
              x: number | "NaN" | "Infinity" | "-Infinity";
              y: number | "NaN" | "Infinity" | "-Infinity";
            } | {
              height: number | "NaN" | "Infinity" | "-Infinity";
              width: number | "NaN" | "Infinity" | "-Infinity";
            } | {
              height: number | "NaN" | "Infinity" | "-Infinity";
              width: number | "NaN" | "Infinity" | "-Infinity";
              x: number | "NaN" | "Infinity" | "-Infinity";
              y: number | "NaN" | "Infinity" | "-Infinity";
            };
          }[];
          property: string;
          /** @defaultValue false */
          repeats?: null | boolean;
          target: string;
        }[];
      };
    };
  };
  /** The Swift case `loadAvatar`. */
  type LoadAvatar = {
    loadAvatar: {
      url: string;
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

/** A spec of the welcome-screen machine, as `session.spec()` gives it and `flow check` replays it. */
export type Spec = {
  config?: Config;
  formatVersion: 1;
  machine: "welcome-screen";
  pending?: {
    at: Time;
    event: Event;
  }[];
  steps: Step[];
  title: string;
  tolerance?: number;
  until?: Time;
};
