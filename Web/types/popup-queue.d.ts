// The types of FlowCore's popup-queue machine, as its specs and the web module read them.
// Written by Scripts/web-types.py from Specs/Schemas/popup-queue.schema.json (flow schema); do not edit.

/** The popup-queue machine's configuration: what `createSession("popup-queue", config)` takes. */
export type Config = {
  /** @defaultValue 0.5 */
  gap?: null | number;
  /** @defaultValue [{"id": "forcedUpdate", "isBlocking": true, "priority": 5, "rules": {"onceEver": false}}, {"id": "coachMarks", "isBlocking": false, "priority": 4, "rules": {"onceEver": true}}, {"id": "newUserGift", "isBlocking": false, "priority": 3, "rules": {"cooldownHours": 72, "onceEver": false, "precondition": "giftAvailable"}}, {"id": "notifications", "isBlocking": false, "priority": 2, "rules": {"onceEver": false, "precondition": "notDetermined"}}, {"id": "rating", "isBlocking": false, "priority": 1, "rules": {"onceEver": false, "quota": {"count": 3, "days": 365}}}] */
  kinds?: null | {
    id: string;
    /** @defaultValue false */
    isBlocking?: null | boolean;
    priority: number | string;
    /** @defaultValue {"onceEver": false} */
    rules?: null | {
      cooldownHours?: null | number;
      /** @defaultValue false */
      onceEver?: null | boolean;
      precondition?: null | string;
      quota?: null | {
        count: number;
        days: number;
      };
    };
  }[];
  /** @defaultValue "wait" */
  preemption?: null | "wait" | "preempt";
};

/** The machine's state, as `session.state()` gives it (as a spec checks it: every member optional). */
export type State = {
  askedPreconditions?: null | string[];
  gapEndsAt?: null | number | "NaN" | "Infinity" | "-Infinity";
  isSuspended?: null | boolean;
  nextSequence?: null | number | string;
  now?: null | number | "NaN" | "Infinity" | "-Infinity";
  record?: null | {
    showings?: null | {
      [member: string]: null | (number | "NaN" | "Infinity" | "-Infinity")[];
    };
  };
  showing?: null | string;
  waiting?: null | {
    id: string;
    isBlocking: boolean;
    isReturned: boolean;
    priority: number | string;
    sequence: number | string;
  }[];
};

/** Every event of the machine, one case each: what `session.send` takes. */
export type Event =
  | Event.Suspended
  | Event.GapEnded
  | Event.Suspend
  | Event.RecordLoaded
  | Event.Offered
  | Event.PreconditionAnswered
  | Event.Dismissed
  | Event.Resumed
  | Event.Load
  | Event.Offer
  | Event.Resume;

export declare namespace Event {
  /** The Swift case `suspended`. */
  type Suspended = "suspended";
  /** The Swift case `gapEnded`. */
  type GapEnded = "gapEnded";
  /**
   * The Swift case `suspend`.
   * the former spelling of "suspended", still read; written as "suspended"
   * @deprecated
   */
  type Suspend = "suspend";
  /** The Swift case `recordLoaded`. */
  type RecordLoaded = {
    recordLoaded: {
      record: {
        showings: {
          [member: string]: (number | "NaN" | "Infinity" | "-Infinity")[];
        };
      };
    };
  };
  /** The Swift case `offered`. */
  type Offered = {
    offered: {
      id: string;
      now: number | "NaN" | "Infinity" | "-Infinity";
    };
  };
  /** The Swift case `preconditionAnswered`. */
  type PreconditionAnswered = {
    preconditionAnswered: {
      allowed: boolean;
      id: string;
    };
  };
  /** The Swift case `dismissed`. */
  type Dismissed = {
    dismissed: {
      id: string;
      now: number | "NaN" | "Infinity" | "-Infinity";
    };
  };
  /** The Swift case `resumed`. */
  type Resumed = {
    resumed: {
      now: number | "NaN" | "Infinity" | "-Infinity";
    };
  };
  /**
   * The Swift case `load`.
   * the former spelling of "recordLoaded", still read; written as "recordLoaded"
   * @deprecated
   */
  type Load = {
    load: {
      record: {
        showings: {
          [member: string]: (number | "NaN" | "Infinity" | "-Infinity")[];
        };
      };
    };
  };
  /**
   * The Swift case `offer`.
   * the former spelling of "offered", still read; written as "offered"
   * @deprecated
   */
  type Offer = {
    offer: {
      id: string;
      now: number | "NaN" | "Infinity" | "-Infinity";
    };
  };
  /**
   * The Swift case `resume`.
   * the former spelling of "resumed", still read; written as "resumed"
   * @deprecated
   */
  type Resume = {
    resume: {
      now: number | "NaN" | "Infinity" | "-Infinity";
    };
  };
}

/** Every effect of the machine, one case each: what `session.send` and the timers give. */
export type Effect =
  | Effect.AskPrecondition
  | Effect.Present
  | Effect.Dismiss
  | Effect.NotifyRefused
  | Effect.Persist
  | Effect.Refused;

export declare namespace Effect {
  /** The Swift case `askPrecondition`. */
  type AskPrecondition = {
    askPrecondition: {
      condition: string;
      id: string;
    };
  };
  /** The Swift case `present`. */
  type Present = {
    present: {
      id: string;
      target: "rootWindow";
    };
  };
  /** The Swift case `dismiss`. */
  type Dismiss = {
    dismiss: {
      id: string;
    };
  };
  /** The Swift case `notifyRefused`. */
  type NotifyRefused = {
    notifyRefused: {
      id: string;
      reason: "unknown" | "shownBefore" | "coolingDown" | "quotaReached" | "preconditionUnmet";
    };
  };
  /** The Swift case `persist`. */
  type Persist = {
    persist: {
      record: {
        showings: {
          [member: string]: (number | "NaN" | "Infinity" | "-Infinity")[];
        };
      };
    };
  };
  /**
   * The Swift case `refused`.
   * the former spelling of "notifyRefused", still read; written as "notifyRefused"
   * @deprecated
   */
  type Refused = {
    refused: {
      id: string;
      reason: "unknown" | "shownBefore" | "coolingDown" | "quotaReached" | "preconditionUnmet";
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

/** A spec of the popup-queue machine, as `session.spec()` gives it and `flow check` replays it. */
export type Spec = {
  config?: Config;
  formatVersion: 1;
  machine: "popup-queue";
  pending?: {
    at: Time;
    event: Event;
  }[];
  steps: Step[];
  title: string;
  tolerance?: number;
  until?: Time;
};
