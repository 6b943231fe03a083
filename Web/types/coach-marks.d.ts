// The types of FlowCore's coach-marks machine, as its specs and the web module read them.
// Written by Scripts/web-types.py from Specs/Schemas/coach-marks.schema.json (flow schema); do not edit.

/** The coach-marks machine's configuration: what `createSession("coach-marks", config)` takes. */
export type Config = {
  /** @defaultValue "leftToRight" */
  layoutDirection?: null | "leftToRight" | "rightToLeft";
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
  passesTapsThroughCutouts?: null | boolean;
  /** @defaultValue false */
  placesAutomatically?: null | boolean;
  /** @defaultValue {"bottom": 0, "left": 0, "right": 0, "top": 0} */
  safeArea?: null | {
    /** @defaultValue 0 */
    bottom?: null | number | "NaN" | "Infinity" | "-Infinity";
    /** @defaultValue 0 */
    left?: null | number | "NaN" | "Infinity" | "-Infinity";
    /** @defaultValue 0 */
    right?: null | number | "NaN" | "Infinity" | "-Infinity";
    /** @defaultValue 0 */
    top?: null | number | "NaN" | "Infinity" | "-Infinity";
  };
  screen: {
    height: number | "NaN" | "Infinity" | "-Infinity";
    width: number | "NaN" | "Infinity" | "-Infinity";
  };
  screens: {
    id: string;
    items: {
      arrow?: null | {
        /** @defaultValue "arrow" */
        image?: null | string;
        offset: {
          x: number;
          y: number;
        };
        quadrant?: null | 1 | 2 | 3 | 4;
        size: {
          height: number;
          width: number;
        };
      };
      shape: {
        circle: {
          center: {
            x: number;
            y: number;
          };
          radius: number;
        };
      } | {
        oval: {
          center: {
            x: number;
            y: number;
          };
          size: {
            height: number;
            width: number;
          };
        };
      };
      tip?: null | {
        /** @defaultValue "left" */
        alignment?: null | "left" | "center" | "right" | "natural";
        position?: null | "above" | "below";
        text: string;
      };
    }[];
  }[];
  /** @defaultValue {"circleRingGrowth": 4, "contentSize": "large", "continueHint": "显示下一条提示", "continueLabel": "继续", "cutoutGrowth": 3, "dimAlpha": 0.8, "dimColor": "#000000", "ovalRingGrowth": 5, "ringColor": "#FFFFFF", "ringDash": [3, 3], "ringWidth": 2, "tipColor": "#FFFFFF", "tipFont": {"size": 14, "textStyle": "body", "weight": "regular"}, "tipGap": 5, "tipSideInset": 10} */
  style?: null | {
    /** @defaultValue 4 */
    circleRingGrowth?: null | number;
    /** @defaultValue "large" */
    contentSize?: null | "extraSmall" | "small" | "medium" | "large" | "extraLarge" | "extraExtraLarge" | "extraExtraExtraLarge" | "accessibilityMedium" | "accessibilityLarge" | "accessibilityExtraLarge" | "accessibilityExtraExtraLarge" | "accessibilityExtraExtraExtraLarge";
    /** @defaultValue "显示下一条提示" */
    continueHint?: null | string;
    /** @defaultValue "继续" */
    continueLabel?: null | string;
    /** @defaultValue 3 */
    cutoutGrowth?: null | number;
    /** @defaultValue 0.8 */
    dimAlpha?: null | number;
    /** @defaultValue "#000000" */
    dimColor?: null | string;
    /** @defaultValue 5 */
    ovalRingGrowth?: null | number;
    /** @defaultValue "#FFFFFF" */
    ringColor?: null | string;
    /** @defaultValue [3, 3] */
    ringDash?: null | (number | "NaN" | "Infinity" | "-Infinity")[];
    /** @defaultValue 2 */
    ringWidth?: null | number;
    /** @defaultValue "#FFFFFF" */
    tipColor?: null | string;
    /** @defaultValue {"size": 14, "textStyle": "body", "weight": "regular"} */
    tipFont?: null | {
      family?: null | string;
      size: number;
      textStyle?: null | "largeTitle" | "title1" | "title2" | "title3" | "headline" | "body" | "callout" | "subheadline" | "footnote" | "caption1" | "caption2";
      /** @defaultValue "regular" */
      weight?: null | "regular" | "medium" | "semibold" | "bold";
    };
    /** @defaultValue 5 */
    tipGap?: null | number;
    /** @defaultValue 10 */
    tipSideInset?: null | number;
  };
};

/** The machine's state, as `session.state()` gives it (as a spec checks it: every member optional). */
export type State = {
  current?: null | string;
  phase?: null | "idle" | "showing" | "finished";
  shown?: null | string[];
};

/** Every event of the machine, one case each: what `session.send` takes. */
export type Event =
  | Event.SkipAllRequested
  | Event.SkipAll
  | Event.StartRequested
  | Event.Tapped
  | Event.KeyPressed
  | Event.Key
  | Event.Start;

export declare namespace Event {
  /** The Swift case `skipAllRequested`. */
  type SkipAllRequested = "skipAllRequested";
  /**
   * The Swift case `skipAll`.
   * the former spelling of "skipAllRequested", still read; written as "skipAllRequested"
   * @deprecated
   */
  type SkipAll = "skipAll";
  /** The Swift case `startRequested`. */
  type StartRequested = {
    startRequested: {
      alreadyShown: string[];
    };
  };
  /** The Swift case `tapped`. */
  type Tapped = {
    tapped: {
      at: {
        x: number | "NaN" | "Infinity" | "-Infinity";
        y: number | "NaN" | "Infinity" | "-Infinity";
      };
    };
  };
  /** The Swift case `keyPressed`. */
  type KeyPressed = {
    keyPressed: "escape" | "enter" | "space" | "left" | "right" | "up" | "down";
  };
  /**
   * The Swift case `key`.
   * the former spelling of "keyPressed", still read; written as "keyPressed"
   * @deprecated
   */
  type Key = {
    key: "escape" | "enter" | "space" | "left" | "right" | "up" | "down";
  };
  /**
   * The Swift case `start`.
   * the former spelling of "startRequested", still read; written as "startRequested"
   * @deprecated
   */
  type Start = {
    start: {
      alreadyShown: string[];
    };
  };
}

/** Every effect of the machine, one case each: what `session.send` and the timers give. */
export type Effect =
  | Effect.Finish
  | Effect.Finished
  | Effect.Show
  | Effect.Persist
  | Effect.Dismiss
  | Effect.PassThrough;

export declare namespace Effect {
  /** The Swift case `finish`. */
  type Finish = "finish";
  /**
   * The Swift case `finished`.
   * the former spelling of "finish", still read; written as "finish"
   * @deprecated
   */
  type Finished = "finished";
  /** The Swift case `show`. */
  type Show = {
    show: {
      layout: {
        arrows: {
          frame: {
            height: number | "NaN" | "Infinity" | "-Infinity";
            width: number | "NaN" | "Infinity" | "-Infinity";
            x: number | "NaN" | "Infinity" | "-Infinity";
            y: number | "NaN" | "Infinity" | "-Infinity";
          };
          image: string;
          item: number | string;
          quadrant: 1 | 2 | 3 | 4;
        }[];
        dimAlpha: number | "NaN" | "Infinity" | "-Infinity";
        dimColor: string;
        dimPath: {
          rect: {
            in: {
              height: number | "NaN" | "Infinity" | "-Infinity";
              width: number | "NaN" | "Infinity" | "-Infinity";
              x: number | "NaN" | "Infinity" | "-Infinity";
              y: number | "NaN" | "Infinity" | "-Infinity";
            };
          };
        } | {
          circle: {
            center: {
              x: number | "NaN" | "Infinity" | "-Infinity";
              y: number | "NaN" | "Infinity" | "-Infinity";
            };
            radius: number | "NaN" | "Infinity" | "-Infinity";
          };
        } | {
          ellipse: {
            in: {
              height: number | "NaN" | "Infinity" | "-Infinity";
              width: number | "NaN" | "Infinity" | "-Infinity";
              x: number | "NaN" | "Infinity" | "-Infinity";
              y: number | "NaN" | "Infinity" | "-Infinity";
            };
          };
        }[];
        ringColor: string;
        ringDash: (number | "NaN" | "Infinity" | "-Infinity")[];
        ringWidth: number | "NaN" | "Infinity" | "-Infinity";
        rings: {
          rect: {
            in: {
              height: number | "NaN" | "Infinity" | "-Infinity";
              width: number | "NaN" | "Infinity" | "-Infinity";
              x: number | "NaN" | "Infinity" | "-Infinity";
              y: number | "NaN" | "Infinity" | "-Infinity";
            };
          };
        } | {
          circle: {
            center: {
              x: number | "NaN" | "Infinity" | "-Infinity";
              y: number | "NaN" | "Infinity" | "-Infinity";
            };
            radius: number | "NaN" | "Infinity" | "-Infinity";
          };
        } | {
          ellipse: {
            in: {
              height: number | "NaN" | "Infinity" | "-Infinity";
              width: number | "NaN" | "Infinity" | "-Infinity";
              x: number | "NaN" | "Infinity" | "-Infinity";
              y: number | "NaN" | "Infinity" | "-Infinity";
            };
          };
        }[];
        tipColor: string;
        tipFont: {
          family?: null | string;
          size: number;
          textStyle?: null | "largeTitle" | "title1" | "title2" | "title3" | "headline" | "body" | "callout" | "subheadline" | "footnote" | "caption1" | "caption2";
          /** @defaultValue "regular" */
          weight?: null | "regular" | "medium" | "semibold" | "bold";
        };
        tips: {
          alignment: "left" | "center" | "right" | "natural";
          frame: {
            height: number | "NaN" | "Infinity" | "-Infinity";
            width: number | "NaN" | "Infinity" | "-Infinity";
            x: number | "NaN" | "Infinity" | "-Infinity";
            y: number | "NaN" | "Infinity" | "-Infinity";
          };
          item: number | string;
          position: "above" | "below";
          text: string;
        }[];
      };
      screen: string;
    };
  };
  /** The Swift case `persist`. */
  type Persist = {
    persist: {
      shown: string[];
    };
  };
  /** The Swift case `dismiss`. */
  type Dismiss = {
    dismiss: {
      screen: string;
    };
  };
  /** The Swift case `passThrough`. */
  type PassThrough = {
    passThrough: {
      at: {
        x: number | "NaN" | "Infinity" | "-Infinity";
        y: number | "NaN" | "Infinity" | "-Infinity";
      };
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

/** A spec of the coach-marks machine, as `session.spec()` gives it and `flow check` replays it. */
export type Spec = {
  config?: Config;
  formatVersion: 1;
  machine: "coach-marks";
  pending?: {
    at: Time;
    event: Event;
  }[];
  steps: Step[];
  title: string;
  tolerance?: number;
  until?: Time;
};
