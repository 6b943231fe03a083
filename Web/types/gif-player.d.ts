// The types of FlowCore's gif-player machine, as its specs and the web module read them.
// Written by Scripts/web-types.py from Specs/Schemas/gif-player.schema.json (flow schema); do not edit.

/** The gif-player machine's configuration: what `createSession("gif-player", config)` takes. */
export type Config = {
  gif?: null | string;
  /** @defaultValue "seed" */
  policy?: null | "seed" | "browser";
  timing?: null | {
    delays: (number | "Infinity")[];
    plays?: null | number;
  };
};

/** The machine's state, as `session.state()` gives it (as a spec checks it: every member optional). */
export type State = {
  completedPlays?: null | number | string;
  frame?: null | number | string;
  isPlaying?: null | boolean;
};

/** Every event of the machine, one case each: what `session.send` takes. */
export type Event =
  | Event.StartRequested
  | Event.StopRequested
  | Event.FrameDue
  | Event.NextFrame
  | Event.Start
  | Event.Stop;

export declare namespace Event {
  /** The Swift case `startRequested`. */
  type StartRequested = "startRequested";
  /** The Swift case `stopRequested`. */
  type StopRequested = "stopRequested";
  /** The Swift case `frameDue`. */
  type FrameDue = "frameDue";
  /**
   * The Swift case `nextFrame`.
   * the former spelling of "frameDue", still read; written as "frameDue"
   * @deprecated
   */
  type NextFrame = "nextFrame";
  /**
   * The Swift case `start`.
   * the former spelling of "startRequested", still read; written as "startRequested"
   * @deprecated
   */
  type Start = "start";
  /**
   * The Swift case `stop`.
   * the former spelling of "stopRequested", still read; written as "stopRequested"
   * @deprecated
   */
  type Stop = "stop";
}

/** Every effect of the machine, one case each: what `session.send` and the timers give. */
export type Effect =
  | Effect.Finish
  | Effect.Finished
  | Effect.Show;

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
      frame: number | string;
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

/** A spec of the gif-player machine, as `session.spec()` gives it and `flow check` replays it. */
export type Spec = {
  config?: Config;
  formatVersion: 1;
  machine: "gif-player";
  pending?: {
    at: Time;
    event: Event;
  }[];
  steps: Step[];
  title: string;
  tolerance?: number;
  until?: Time;
};
