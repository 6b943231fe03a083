// The types of FlowCore's session machine, as its specs and the web module read them.
// Written by Scripts/web-types.py from Specs/Schemas/session.schema.json (flow schema); do not edit.

/** The session machine's configuration: what `createSession("session", config)` takes. */
export type Config = {
  /** @defaultValue [403] */
  expiredStatuses?: null | (number | string)[];
  /** @defaultValue {} */
  hud?: null | {
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
  /** @defaultValue 2 */
  loginDelay?: null | number;
  /** @defaultValue {"kind": "info", "mask": "gradient", "text": "登录超时,请重新登录"} */
  notice?: null | {
    kind: "progress" | "info" | "success" | "error";
    mask: "none" | "clear" | "black" | "gradient";
    text?: null | string;
  };
};

/** The machine's state, as `session.state()` gives it (as a spec checks it: every member optional). */
export type State = {
  hud?: null | {
    content?: null | {
      kind?: null | "progress" | "info" | "success" | "error";
      mask?: null | "none" | "clear" | "black" | "gradient";
      text?: null | string;
    };
    isHidePending?: null | boolean;
    minimumShowTimeElapsed?: null | boolean;
    phase?: null | "hidden" | "waitingGrace" | "visible" | "fadingOut";
  };
  inFlight?: null | {
    [member: string]: null | number | string;
  };
  loginCount?: null | number | string;
  phase?: null | "active" | "loginScheduled" | "loggingIn";
};

/** Every event of the machine, one case each: what `session.send` takes. */
export type Event =
  | Event.LoginRequested
  | Event.LoginDue
  | Event.RequestStarted
  | Event.ResponseReceived
  | Event.RequestCancelled
  | Event.LoginFinished
  | Event.Hud;

export declare namespace Event {
  /** The Swift case `loginRequested`. */
  type LoginRequested = "loginRequested";
  /** The Swift case `loginDue`. */
  type LoginDue = "loginDue";
  /** The Swift case `requestStarted`. */
  type RequestStarted = {
    requestStarted: {
      hasToken: boolean;
      id: string;
    };
  };
  /** The Swift case `responseReceived`. */
  type ResponseReceived = {
    responseReceived: {
      id: string;
      status: number | string;
    };
  };
  /** The Swift case `requestCancelled`. */
  type RequestCancelled = {
    requestCancelled: {
      id: string;
    };
  };
  /** The Swift case `loginFinished`. */
  type LoginFinished = {
    loginFinished: {
      success: boolean;
    };
  };
  /** The Swift case `hud`. */
  type Hud = {
    hud: {
      event: "graceEnded" | "minimumShowTimeEnded" | "delayedHideDue" | "noticeEnded" | "fadeOutEnded" | {
        showRequested: {
          content: {
            kind: "progress" | "info" | "success" | "error";
            mask: "none" | "clear" | "black" | "gradient";
            text?: null | string;
          };
        };
      } | {
        hideRequested: {
          delay: number | "NaN" | "Infinity" | "-Infinity";
        };
      } | {
        hide: {
          delay: number | "NaN" | "Infinity" | "-Infinity";
        };
      } | {
        show: {
          content: {
            kind: "progress" | "info" | "success" | "error";
            mask: "none" | "clear" | "black" | "gradient";
            text?: null | string;
          };
        };
      };
    };
  };
}

/** Every effect of the machine, one case each: what `session.send` and the timers give. */
export type Effect =
  | Effect.Proceed
  | Effect.Fail
  | Effect.PresentLogin
  | Effect.Hud;

export declare namespace Effect {
  /** The Swift case `proceed`. */
  type Proceed = {
    proceed: {
      request: string;
    };
  };
  /** The Swift case `fail`. */
  type Fail = {
    fail: {
      reason: "noToken" | "loginPending" | "tokenExpired";
      request: string;
    };
  };
  /** The Swift case `presentLogin`. */
  type PresentLogin = {
    presentLogin: {
      reason: "noToken" | "tokenExpired" | "userRequested";
    };
  };
  /** The Swift case `hud`. */
  type Hud = {
    hud: {
      effect: "remove" | "removed" | {
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
      } | {
        update: {
          content: {
            kind: "progress" | "info" | "success" | "error";
            mask: "none" | "clear" | "black" | "gradient";
            text?: null | string;
          };
        };
      } | {
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
      } | {
        announce: {
          text: string;
        };
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

/** A spec of the session machine, as `session.spec()` gives it and `flow check` replays it. */
export type Spec = {
  config?: Config;
  formatVersion: 1;
  machine: "session";
  pending?: {
    at: Time;
    event: Event;
  }[];
  steps: Step[];
  title: string;
  tolerance?: number;
  until?: Time;
};
