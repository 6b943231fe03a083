// The types of FlowCore's cell-coach-mark machine, as its specs and the web module read them.
// Written by Scripts/web-types.py from Specs/Schemas/cell-coach-mark.schema.json (flow schema); do not edit.

/** The cell-coach-mark machine's configuration: what `createSession("cell-coach-mark", config)` takes. */
export type Config = {
  /** @defaultValue 20 */
  threshold?: null | number;
};

/** The machine's state, as `session.state()` gives it (as a spec checks it: every member optional). */
export type State = {
  hasShown?: null | boolean;
};

/** Every event of the machine, one case each: what `session.send` takes. */
export type Event =
  | Event.Restored
  | Event.ScrollStopped;

export declare namespace Event {
  /** The Swift case `restored`. */
  type Restored = {
    restored: {
      hasShown: boolean;
    };
  };
  /** The Swift case `scrollStopped`. */
  type ScrollStopped = {
    scrollStopped: {
      cell?: null | {
        height: number | "NaN" | "Infinity" | "-Infinity";
        width: number | "NaN" | "Infinity" | "-Infinity";
        x: number | "NaN" | "Infinity" | "-Infinity";
        y: number | "NaN" | "Infinity" | "-Infinity";
      };
      visible: {
        height: number | "NaN" | "Infinity" | "-Infinity";
        width: number | "NaN" | "Infinity" | "-Infinity";
        x: number | "NaN" | "Infinity" | "-Infinity";
        y: number | "NaN" | "Infinity" | "-Infinity";
      };
    };
  };
}

/** Every effect of the machine, one case each: what `session.send` and the timers give. */
export type Effect =
  | Effect.Show
  | Effect.Persist;

export declare namespace Effect {
  /** The Swift case `show`. */
  type Show = "show";
  /** The Swift case `persist`. */
  type Persist = {
    persist: {
      hasShown: boolean;
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

/** A spec of the cell-coach-mark machine, as `session.spec()` gives it and `flow check` replays it. */
export type Spec = {
  config?: Config;
  formatVersion: 1;
  machine: "cell-coach-mark";
  pending?: {
    at: Time;
    event: Event;
  }[];
  steps: Step[];
  title: string;
  tolerance?: number;
  until?: Time;
};
