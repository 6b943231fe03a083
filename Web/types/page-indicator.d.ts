// The types of FlowCore's page-indicator machine, as its specs and the web module read them.
// Written by Scripts/web-types.py from Specs/Schemas/page-indicator.schema.json (flow schema); do not edit.

/** The page-indicator machine's configuration: what `createSession("page-indicator", config)` takes. */
export type Config = {
  /** @defaultValue "页码" */
  accessibilityLabel?: null | string;
  /** @defaultValue "第 {page} 页,共 {count} 页" */
  accessibilityValue?: null | string;
  cornerRadius?: null | number;
  count: number;
  /** @defaultValue "#187CFF" */
  currentColor?: null | string;
  currentDotWidth: number;
  dotHeight: number;
  /** @defaultValue "leftToRight" */
  layoutDirection?: null | "leftToRight" | "rightToLeft";
  /** @defaultValue "slide" */
  mode?: null | "slide" | "instant" | "interactive" | {
    windowed: {
      maxVisible: number;
    };
  };
  /** @defaultValue "#EBEDF0" */
  otherColor?: null | string;
  otherDotWidth: number;
  /** @defaultValue false */
  reducesMotion?: null | boolean;
  /** @defaultValue 0.1 */
  slideDuration?: null | number;
  /** @defaultValue 0 */
  spacing?: null | number;
};

/** The machine's state, as `session.state()` gives it (as a spec checks it: every member optional). */
export type State = {
  currentPage?: null | number | string;
  progress?: null | number | "NaN" | "Infinity" | "-Infinity";
  queuedPage?: null | number | string;
  slidingTo?: null | number | string;
  windowStart?: null | number | string;
};

/** Every event of the machine, one case each: what `session.send` takes. */
export type Event =
  | Event.SlideEnded
  | Event.PageRequested
  | Event.Scrolled
  | Event.Follow
  | Event.GoTo;

export declare namespace Event {
  /** The Swift case `slideEnded`. */
  type SlideEnded = "slideEnded";
  /** The Swift case `pageRequested`. */
  type PageRequested = {
    pageRequested: {
      page: number | string;
    };
  };
  /** The Swift case `scrolled`. */
  type Scrolled = {
    scrolled: {
      progress: number | "NaN" | "Infinity" | "-Infinity";
    };
  };
  /**
   * The Swift case `follow`.
   * the former spelling of "scrolled", still read; written as "scrolled"
   * @deprecated
   */
  type Follow = {
    follow: {
      progress: number | "NaN" | "Infinity" | "-Infinity";
    };
  };
  /**
   * The Swift case `goTo`.
   * the former spelling of "pageRequested", still read; written as "pageRequested"
   * @deprecated
   */
  type GoTo = {
    goTo: {
      page: number | string;
    };
  };
}

/** Every effect of the machine, one case each: what `session.send` and the timers give. */
export type Effect =
  | Effect.Slide;

export declare namespace Effect {
  /** The Swift case `slide`. */
  type Slide = {
    slide: {
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
      topmostDot: number | string;
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

/** A spec of the page-indicator machine, as `session.spec()` gives it and `flow check` replays it. */
export type Spec = {
  config?: Config;
  formatVersion: 1;
  machine: "page-indicator";
  pending?: {
    at: Time;
    event: Event;
  }[];
  steps: Step[];
  title: string;
  tolerance?: number;
  until?: Time;
};
