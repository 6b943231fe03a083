// The types of FlowCore's progress-hud machine, as its specs and the web module read them.
// Written by Scripts/web-types.py from Specs/Schemas/progress-hud.schema.json (flow schema); do not edit.

/** The progress-hud machine's configuration: what `createSession("progress-hud", config)` takes. */
export type Config = {
  /** @defaultValue "large" */
  contentSize?: null | "extraSmall" | "small" | "medium" | "large" | "extraLarge" | "extraExtraLarge" | "extraExtraExtraLarge" | "accessibilityMedium" | "accessibilityLarge" | "accessibilityExtraLarge" | "accessibilityExtraExtraLarge" | "accessibilityExtraExtraExtraLarge";
  /** @defaultValue 0.15 */
  fadeInDuration?: null | number;
  /** @defaultValue 0.15 */
  fadeOutDuration?: null | number;
  /** @defaultValue 0 */
  graceTime?: null | number;
  /** @defaultValue "加载中" */
  loadingLabel?: null | string;
  /** @defaultValue "Infinity" */
  maximumDismissTime?: null | number | "Infinity";
  /** @defaultValue 1 */
  minimumDismissTime?: null | number;
  /** @defaultValue 0 */
  minimumShowTime?: null | number;
  /** @defaultValue "utf16" */
  noticeLengthUnit?: null | "graphemes" | "utf16" | "weighted";
  /** @defaultValue false */
  reducesMotion?: null | boolean;
};

/** The machine's state, as `session.state()` gives it (as a spec checks it: every member optional). */
export type State = {
  content?: null | {
    kind?: null | "progress" | "info" | "success" | "error";
    mask?: null | "none" | "clear" | "black" | "gradient";
    text?: null | string;
  };
  isHidePending?: null | boolean;
  minimumShowTimeElapsed?: null | boolean;
  phase?: null | "hidden" | "waitingGrace" | "visible" | "fadingOut";
};

/** Every event of the machine, one case each: what `session.send` takes. */
export type Event =
  | Event.GraceEnded
  | Event.MinimumShowTimeEnded
  | Event.DelayedHideDue
  | Event.NoticeEnded
  | Event.FadeOutEnded
  | Event.ShowRequested
  | Event.HideRequested
  | Event.Hide
  | Event.Show;

export declare namespace Event {
  /** The Swift case `graceEnded`. */
  type GraceEnded = "graceEnded";
  /** The Swift case `minimumShowTimeEnded`. */
  type MinimumShowTimeEnded = "minimumShowTimeEnded";
  /** The Swift case `delayedHideDue`. */
  type DelayedHideDue = "delayedHideDue";
  /** The Swift case `noticeEnded`. */
  type NoticeEnded = "noticeEnded";
  /** The Swift case `fadeOutEnded`. */
  type FadeOutEnded = "fadeOutEnded";
  /** The Swift case `showRequested`. */
  type ShowRequested = {
    showRequested: {
      content: {
        kind: "progress" | "info" | "success" | "error";
        mask: "none" | "clear" | "black" | "gradient";
        text?: null | string;
      };
    };
  };
  /** The Swift case `hideRequested`. */
  type HideRequested = {
    hideRequested: {
      delay: number | "NaN" | "Infinity" | "-Infinity";
    };
  };
  /**
   * The Swift case `hide`.
   * the former spelling of "hideRequested", still read; written as "hideRequested"
   * @deprecated
   */
  type Hide = {
    hide: {
      delay: number | "NaN" | "Infinity" | "-Infinity";
    };
  };
  /**
   * The Swift case `show`.
   * the former spelling of "showRequested", still read; written as "showRequested"
   * @deprecated
   */
  type Show = {
    show: {
      content: {
        kind: "progress" | "info" | "success" | "error";
        mask: "none" | "clear" | "black" | "gradient";
        text?: null | string;
      };
    };
  };
}

/** Every effect of the machine, one case each: what `session.send` and the timers give. */
export type Effect =
  | Effect.Remove
  | Effect.Removed
  | Effect.Present
  | Effect.Update
  | Effect.FadeOut
  | Effect.Announce;

export declare namespace Effect {
  /** The Swift case `remove`. */
  type Remove = "remove";
  /**
   * The Swift case `removed`.
   * the former spelling of "remove", still read; written as "remove"
   * @deprecated
   */
  type Removed = "removed";
  /** The Swift case `present`. */
  type Present = {
    present: {
      animation: {
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
      content: {
        kind: "progress" | "info" | "success" | "error";
        mask: "none" | "clear" | "black" | "gradient";
        text?: null | string;
      };
    };
  };
  /** The Swift case `update`. */
  type Update = {
    update: {
      content: {
        kind: "progress" | "info" | "success" | "error";
        mask: "none" | "clear" | "black" | "gradient";
        text?: null | string;
      };
    };
  };
  /** The Swift case `fadeOut`. */
  type FadeOut = {
    fadeOut: {
      animation: {
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
  /** The Swift case `announce`. */
  type Announce = {
    announce: {
      text: string;
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

/** A spec of the progress-hud machine, as `session.spec()` gives it and `flow check` replays it. */
export type Spec = {
  config?: Config;
  formatVersion: 1;
  machine: "progress-hud";
  pending?: {
    at: Time;
    event: Event;
  }[];
  steps: Step[];
  title: string;
  tolerance?: number;
  until?: Time;
};
