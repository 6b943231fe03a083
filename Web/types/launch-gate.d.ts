// The types of FlowCore's launch-gate machine, as its specs and the web module read them.
// Written by Scripts/web-types.py from Specs/Schemas/launch-gate.schema.json (flow schema); do not edit.

/** The launch-gate machine's configuration: what `createSession("launch-gate", config)` takes. */
export type Config = {
  /** @defaultValue {"downgraded": {"loggedIn": "newFeaturePages", "loggedOut": "guidePages"}, "firstInstall": {"loggedIn": "newFeaturePages", "loggedOut": "guidePages"}, "newVersionRule": "differsFromLast", "sameVersion": {"loggedIn": "welcome", "loggedOut": "main"}, "updated": {"loggedIn": "newFeaturePages", "loggedOut": "guidePages"}} */
  policy?: null | "guideOnNewVersion" | "seeds" | "standard" | "versionTracking" | "welcomeAndNewFeature" | {
    /** @defaultValue {"loggedIn": "newFeaturePages", "loggedOut": "guidePages"} */
    downgraded?: null | {
      loggedIn: "guidePages" | "newFeaturePages" | "welcome" | "main";
      loggedOut: "guidePages" | "newFeaturePages" | "welcome" | "main";
      /** @defaultValue true */
      recordsLoggedOut?: null | boolean;
    };
    /** @defaultValue {"loggedIn": "newFeaturePages", "loggedOut": "guidePages"} */
    firstInstall?: null | {
      loggedIn: "guidePages" | "newFeaturePages" | "welcome" | "main";
      loggedOut: "guidePages" | "newFeaturePages" | "welcome" | "main";
      /** @defaultValue true */
      recordsLoggedOut?: null | boolean;
    };
    /** @defaultValue "differsFromLast" */
    newVersionRule?: null | "differsFromLast" | "firstLaunchOfVersion";
    /** @defaultValue {"loggedIn": "welcome", "loggedOut": "main"} */
    sameVersion?: null | {
      loggedIn: "guidePages" | "newFeaturePages" | "welcome" | "main";
      loggedOut: "guidePages" | "newFeaturePages" | "welcome" | "main";
      /** @defaultValue true */
      recordsLoggedOut?: null | boolean;
    };
    /** @defaultValue {"loggedIn": "newFeaturePages", "loggedOut": "guidePages"} */
    updated?: null | {
      loggedIn: "guidePages" | "newFeaturePages" | "welcome" | "main";
      loggedOut: "guidePages" | "newFeaturePages" | "welcome" | "main";
      /** @defaultValue true */
      recordsLoggedOut?: null | boolean;
    };
  };
};

/** The machine's state, as `session.state()` gives it (as a spec checks it: every member optional). */
export type State = {
  decision?: null | {
    firstInstalledBuild?: null | string;
    firstInstalledVersion?: null | string;
    isFirstLaunchForBuild?: null | boolean;
    isFirstLaunchForVersion?: null | boolean;
    kind?: null | "firstInstall" | "updated" | "downgraded" | "sameVersion" | {
      downgraded?: null | {
        from?: null | string;
      };
      firstInstall?: null;
      sameVersion?: null;
      updated?: null | {
        from?: null | string;
      };
    };
    previousBuild?: null | string;
    previousVersion?: null | string;
    screen?: null | "guidePages" | "newFeaturePages" | "welcome" | "main";
  };
  launches?: null | number | string;
  record?: null | {
    /** @defaultValue [] */
    buildHistory?: null | string[];
    /** @defaultValue "" */
    lastBuild?: null | string;
    /** @defaultValue "" */
    lastVersion?: null | string;
    /** @defaultValue [] */
    versionHistory?: null | string[];
  };
};

/** Every event of the machine, one case each: what `session.send` takes. */
export type Event =
  | Event.Launched
  | Event.Launch;

export declare namespace Event {
  /** The Swift case `launched`. */
  type Launched = {
    launched: {
      build: string;
      isLoggedIn: boolean;
      legacyVersion?: null | string;
      stored?: null | {
        /** @defaultValue [] */
        buildHistory?: null | string[];
        /** @defaultValue "" */
        lastBuild?: null | string;
        /** @defaultValue "" */
        lastVersion?: null | string;
        /** @defaultValue [] */
        versionHistory?: null | string[];
      };
      version: string;
    };
  };
  /**
   * The Swift case `launch`.
   * the former spelling of "launched", still read; written as "launched"
   * @deprecated
   */
  type Launch = {
    launch: {
      build: string;
      isLoggedIn: boolean;
      legacyVersion?: null | string;
      stored?: null | {
        /** @defaultValue [] */
        buildHistory?: null | string[];
        /** @defaultValue "" */
        lastBuild?: null | string;
        /** @defaultValue "" */
        lastVersion?: null | string;
        /** @defaultValue [] */
        versionHistory?: null | string[];
      };
      version: string;
    };
  };
}

/** Every effect of the machine, one case each: what `session.send` and the timers give. */
export type Effect =
  | Effect.Finish
  | Effect.Persist
  | Effect.Decided;

export declare namespace Effect {
  /** The Swift case `finish`. */
  type Finish = {
    finish: {
      kind: "firstInstall" | "sameVersion" | {
        updated: {
          from: string;
        };
      } | {
        downgraded: {
          from: string;
        };
      };
      screen: "guidePages" | "newFeaturePages" | "welcome" | "main";
    };
  };
  /** The Swift case `persist`. */
  type Persist = {
    persist: {
      record: {
        /** @defaultValue [] */
        buildHistory?: null | string[];
        /** @defaultValue "" */
        lastBuild?: null | string;
        /** @defaultValue "" */
        lastVersion?: null | string;
        /** @defaultValue [] */
        versionHistory?: null | string[];
      };
    };
  };
  /**
   * The Swift case `decided`.
   * the former spelling of "finish", still read; written as "finish"
   * @deprecated
   */
  type Decided = {
    decided: {
      kind: "firstInstall" | "sameVersion" | {
        updated: {
          from: string;
        };
      } | {
        downgraded: {
          from: string;
        };
      };
      screen: "guidePages" | "newFeaturePages" | "welcome" | "main";
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

/** A spec of the launch-gate machine, as `session.spec()` gives it and `flow check` replays it. */
export type Spec = {
  config?: Config;
  formatVersion: 1;
  machine: "launch-gate";
  pending?: {
    at: Time;
    event: Event;
  }[];
  steps: Step[];
  title: string;
  tolerance?: number;
  until?: Time;
};
