// The types of FlowCore's notification-permission machine, as its specs and the web module read them.
// Written by Scripts/web-types.py from Specs/Schemas/notification-permission.schema.json (flow schema); do not edit.

/** The notification-permission machine's configuration: what `createSession("notification-permission", config)` takes. */
export type Config = {
  /** @defaultValue ["alert", "badge", "sound"] */
  legacyTypes?: null | ("alert" | "badge" | "sound" | "carPlay" | "provisional")[];
  /** @defaultValue ["alert", "badge", "sound", "carPlay"] */
  options?: null | ("alert" | "badge" | "sound" | "carPlay" | "provisional")[];
  /** @defaultValue true */
  usesLegacyFallback?: null | boolean;
};

/** The machine's state, as `session.state()` gives it (as a spec checks it: every member optional). */
export type State = {
  isAsking?: null | boolean;
  status?: null | "notDetermined" | "denied" | "authorized" | "provisional" | "ephemeral";
};

/** Every event of the machine, one case each: what `session.send` takes. */
export type Event =
  | Event.Launched
  | Event.Answered;

export declare namespace Event {
  /** The Swift case `launched`. */
  type Launched = {
    launched: {
      hasUserNotifications: boolean;
      status: "notDetermined" | "denied" | "authorized" | "provisional" | "ephemeral";
    };
  };
  /** The Swift case `answered`. */
  type Answered = {
    answered: {
      granted: boolean;
    };
  };
}

/** Every effect of the machine, one case each: what `session.send` and the timers give. */
export type Effect =
  | Effect.RequestAuthorization
  | Effect.RegisterUserNotificationSettings
  | Effect.Persist;

export declare namespace Effect {
  /** The Swift case `requestAuthorization`. */
  type RequestAuthorization = {
    requestAuthorization: {
      options: ("alert" | "badge" | "sound" | "carPlay" | "provisional")[];
    };
  };
  /** The Swift case `registerUserNotificationSettings`. */
  type RegisterUserNotificationSettings = {
    registerUserNotificationSettings: {
      types: ("alert" | "badge" | "sound" | "carPlay" | "provisional")[];
    };
  };
  /** The Swift case `persist`. */
  type Persist = {
    persist: {
      status: "notDetermined" | "denied" | "authorized" | "provisional" | "ephemeral";
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

/** A spec of the notification-permission machine, as `session.spec()` gives it and `flow check` replays it. */
export type Spec = {
  config?: Config;
  formatVersion: 1;
  machine: "notification-permission";
  pending?: {
    at: Time;
    event: Event;
  }[];
  steps: Step[];
  title: string;
  tolerance?: number;
  until?: Time;
};
