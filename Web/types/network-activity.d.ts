// The types of FlowCore's network-activity machine, as its specs and the web module read them.
// Written by Scripts/web-types.py from Specs/Schemas/network-activity.schema.json (flow schema); do not edit.

/** The network-activity machine's configuration: what `createSession("network-activity", config)` takes. */
export type Config = {
  /** @defaultValue 1 */
  activationDelay?: null | number;
  /** @defaultValue 0.17 */
  completionDelay?: null | number;
};

/** The machine's state, as `session.state()` gives it (as a spec checks it: every member optional). */
export type State = {
  activityCount?: null | number | string;
  isEnabled?: null | boolean;
  phase?: null | "hidden" | "delayingStart" | "visible" | "delayingEnd";
};

/** Every event of the machine, one case each: what `session.send` takes. */
export type Event =
  | Event.RequestStarted
  | Event.RequestEnded
  | Event.ActivationDelayEnded
  | Event.CompletionDelayEnded
  | Event.EnabledChanged
  | Event.SetEnabled;

export declare namespace Event {
  /** The Swift case `requestStarted`. */
  type RequestStarted = "requestStarted";
  /** The Swift case `requestEnded`. */
  type RequestEnded = "requestEnded";
  /** The Swift case `activationDelayEnded`. */
  type ActivationDelayEnded = "activationDelayEnded";
  /** The Swift case `completionDelayEnded`. */
  type CompletionDelayEnded = "completionDelayEnded";
  /** The Swift case `enabledChanged`. */
  type EnabledChanged = {
    enabledChanged: boolean;
  };
  /**
   * The Swift case `setEnabled`.
   * the former spelling of "enabledChanged", still read; written as "enabledChanged"
   * @deprecated
   */
  type SetEnabled = {
    setEnabled: boolean;
  };
}

/** Every effect of the machine, one case each: what `session.send` and the timers give. */
export type Effect =
  | Effect.SetVisible;

export declare namespace Effect {
  /** The Swift case `setVisible`. */
  type SetVisible = {
    setVisible: boolean;
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

/** A spec of the network-activity machine, as `session.spec()` gives it and `flow check` replays it. */
export type Spec = {
  config?: Config;
  formatVersion: 1;
  machine: "network-activity";
  pending?: {
    at: Time;
    event: Event;
  }[];
  steps: Step[];
  title: string;
  tolerance?: number;
  until?: Time;
};
