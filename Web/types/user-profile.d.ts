// The types of FlowCore's user-profile machine, as its specs and the web module read them.
// Written by Scripts/web-types.py from Specs/Schemas/user-profile.schema.json (flow schema); do not edit.

/** The user-profile machine's configuration: what `createSession("user-profile", config)` takes. */
export type Config = {
  /** @defaultValue "https://api.weibo.com/2/users/show.json" */
  url?: null | string;
};

/** The machine's state, as `session.state()` gives it (as a spec checks it: every member optional). */
export type State = {
  avatarURL?: null | string;
  phase?: null | "idle" | "loading" | "completed";
  screenName?: null | string;
};

/** Every event of the machine, one case each: what `session.send` takes. */
export type Event =
  | Event.TokenLoaded
  | Event.ProfileFailed
  | Event.ProfileLoaded;

export declare namespace Event {
  /** The Swift case `tokenLoaded`. */
  type TokenLoaded = "tokenLoaded" | {
    tokenLoaded: {
      uid?: null | string;
    };
  };
  /** The Swift case `profileFailed`. */
  type ProfileFailed = "profileFailed";
  /** The Swift case `profileLoaded`. */
  type ProfileLoaded = {
    profileLoaded: {
      profile: unknown;
    };
  };
}

/** Every effect of the machine, one case each: what `session.send` and the timers give. */
export type Effect =
  | Effect.SaveAccount
  | Effect.Request
  | Effect.Finish
  | Effect.LoginCompleted;

export declare namespace Effect {
  /** The Swift case `saveAccount`. */
  type SaveAccount = "saveAccount" | {
    saveAccount: {
      avatarURL?: null | string;
      screenName?: null | string;
    };
  };
  /** The Swift case `request`. */
  type Request = {
    request: {
      parameters: {
        [member: string]: string;
      };
      url: string;
    };
  };
  /** The Swift case `finish`. */
  type Finish = {
    finish: {
      success: boolean;
    };
  };
  /**
   * The Swift case `loginCompleted`.
   * the former spelling of "finish", still read; written as "finish"
   * @deprecated
   */
  type LoginCompleted = {
    loginCompleted: {
      success: boolean;
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

/** A spec of the user-profile machine, as `session.spec()` gives it and `flow check` replays it. */
export type Spec = {
  config?: Config;
  formatVersion: 1;
  machine: "user-profile";
  pending?: {
    at: Time;
    event: Event;
  }[];
  steps: Step[];
  title: string;
  tolerance?: number;
  until?: Time;
};
