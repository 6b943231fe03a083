// The types of FlowCore's guide-pager machine, as its specs and the web module read them.
// Written by Scripts/web-types.py from Specs/Schemas/guide-pager.schema.json (flow schema); do not edit.

/** The guide-pager machine's configuration: what `createSession("guide-pager", config)` takes. */
export type Config = {
  exitStyle?: null | "fade" | "immediate";
  /** @defaultValue 1 */
  fitScale?: null | number;
  /** @defaultValue false */
  hidesSkipButton?: null | boolean;
  /** @defaultValue false */
  hidesStartButton?: null | boolean;
  indicator?: null | {
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
  /** @defaultValue {"height": 36, "width": 105} */
  newFeatureStartButtonSize?: null | {
    height: number;
    width: number;
  };
  pageCount: number;
  pageSize: {
    height: number;
    width: number;
  };
  /** @defaultValue false */
  reducesMotion?: null | boolean;
  /** @defaultValue {"bottom": 0, "left": 0, "right": 0, "top": 0} */
  safeArea?: null | {
    /** @defaultValue 0 */
    bottom?: null | number;
    /** @defaultValue 0 */
    left?: null | number;
    /** @defaultValue 0 */
    right?: null | number;
    /** @defaultValue 0 */
    top?: null | number;
  };
  /** @defaultValue false */
  slipsIntoHome?: null | boolean;
  /** @defaultValue {"contentSize": "large", "indicatorBar": "#EBEDF0", "layoutDirection": "leftToRight", "newFeatureImagePrefix": "new_feature_", "newFeatureStart": {"backgroundImage": "new_feature_finish_button", "cornerRadius": 0, "font": {"size": 15, "textStyle": "subheadline", "weight": "regular"}, "scalesCornerRadius": false, "scalesFont": false, "title": "开始体验", "titleColor": "#FFFFFF"}, "pageLabel": "引导页 {page}", "skip": {"background": "#00000066", "cornerRadius": 5, "font": {"size": 12, "textStyle": "caption1", "weight": "regular"}, "scalesCornerRadius": false, "scalesFont": true, "title": "跳 过", "titleColor": "#FFFFFF"}, "start": {"background": "#187CFF", "cornerRadius": 20, "font": {"size": 17, "textStyle": "body", "weight": "regular"}, "scalesCornerRadius": true, "scalesFont": true, "title": "立即体验", "titleColor": "#FFFFFF"}} */
  style?: null | {
    /** @defaultValue "large" */
    contentSize?: null | "extraSmall" | "small" | "medium" | "large" | "extraLarge" | "extraExtraLarge" | "extraExtraExtraLarge" | "accessibilityMedium" | "accessibilityLarge" | "accessibilityExtraLarge" | "accessibilityExtraExtraLarge" | "accessibilityExtraExtraExtraLarge";
    /** @defaultValue "#EBEDF0" */
    indicatorBar?: null | string;
    /** @defaultValue "leftToRight" */
    layoutDirection?: null | "leftToRight" | "rightToLeft";
    /** @defaultValue "new_feature_" */
    newFeatureImagePrefix?: null | string;
    /** @defaultValue {"backgroundImage": "new_feature_finish_button", "cornerRadius": 0, "font": {"size": 15, "textStyle": "subheadline", "weight": "regular"}, "scalesCornerRadius": false, "scalesFont": false, "title": "开始体验", "titleColor": "#FFFFFF"} */
    newFeatureStart?: null | {
      background?: null | string;
      backgroundImage?: null | string;
      cornerRadius: number;
      font: {
        family?: null | string;
        size: number;
        textStyle?: null | "largeTitle" | "title1" | "title2" | "title3" | "headline" | "body" | "callout" | "subheadline" | "footnote" | "caption1" | "caption2";
        /** @defaultValue "regular" */
        weight?: null | "regular" | "medium" | "semibold" | "bold";
      };
      scalesCornerRadius: boolean;
      scalesFont: boolean;
      title: string;
      titleColor: string;
    };
    /** @defaultValue "引导页 {page}" */
    pageLabel?: null | string;
    /** @defaultValue {"background": "#00000066", "cornerRadius": 5, "font": {"size": 12, "textStyle": "caption1", "weight": "regular"}, "scalesCornerRadius": false, "scalesFont": true, "title": "跳 过", "titleColor": "#FFFFFF"} */
    skip?: null | {
      background?: null | string;
      backgroundImage?: null | string;
      cornerRadius: number;
      font: {
        family?: null | string;
        size: number;
        textStyle?: null | "largeTitle" | "title1" | "title2" | "title3" | "headline" | "body" | "callout" | "subheadline" | "footnote" | "caption1" | "caption2";
        /** @defaultValue "regular" */
        weight?: null | "regular" | "medium" | "semibold" | "bold";
      };
      scalesCornerRadius: boolean;
      scalesFont: boolean;
      title: string;
      titleColor: string;
    };
    /** @defaultValue {"background": "#187CFF", "cornerRadius": 20, "font": {"size": 17, "textStyle": "body", "weight": "regular"}, "scalesCornerRadius": true, "scalesFont": true, "title": "立即体验", "titleColor": "#FFFFFF"} */
    start?: null | {
      background?: null | string;
      backgroundImage?: null | string;
      cornerRadius: number;
      font: {
        family?: null | string;
        size: number;
        textStyle?: null | "largeTitle" | "title1" | "title2" | "title3" | "headline" | "body" | "callout" | "subheadline" | "footnote" | "caption1" | "caption2";
        /** @defaultValue "regular" */
        weight?: null | "regular" | "medium" | "semibold" | "bold";
      };
      scalesCornerRadius: boolean;
      scalesFont: boolean;
      title: string;
      titleColor: string;
    };
  };
  /** @defaultValue "guide" */
  variant?: null | "guide" | "newFeature";
};

/** The machine's state, as `session.state()` gives it (as a spec checks it: every member optional). */
export type State = {
  indicator?: null | {
    currentPage?: null | number | string;
    progress?: null | number | "NaN" | "Infinity" | "-Infinity";
    queuedPage?: null | number | string;
    slidingTo?: null | number | string;
    windowStart?: null | number | string;
  };
  isIndicatorHidden?: null | boolean;
  isStartButtonVisible?: null | boolean;
  offset?: null | number | "NaN" | "Infinity" | "-Infinity";
  page?: null | number | string;
  phase?: null | "showing" | "finishing" | "removed";
};

/** Every event of the machine, one case each: what `session.send` takes. */
export type Event =
  | Event.SkipTapped
  | Event.StartTapped
  | Event.FadeOutEnded
  | Event.Scrolled
  | Event.ScrollEnded
  | Event.Indicator
  | Event.KeyPressed
  | Event.Key;

export declare namespace Event {
  /** The Swift case `skipTapped`. */
  type SkipTapped = "skipTapped";
  /** The Swift case `startTapped`. */
  type StartTapped = "startTapped";
  /** The Swift case `fadeOutEnded`. */
  type FadeOutEnded = "fadeOutEnded";
  /** The Swift case `scrolled`. */
  type Scrolled = {
    scrolled: {
      offset: number | "NaN" | "Infinity" | "-Infinity";
    };
  };
  /** The Swift case `scrollEnded`. */
  type ScrollEnded = {
    scrollEnded: {
      offset: number | "NaN" | "Infinity" | "-Infinity";
    };
  };
  /** The Swift case `indicator`. */
  type Indicator = {
    indicator: {
      event: "slideEnded" | {
        pageRequested: {
          page: number | string;
        };
      } | {
        scrolled: {
          progress: number | "NaN" | "Infinity" | "-Infinity";
        };
      } | {
        follow: {
          progress: number | "NaN" | "Infinity" | "-Infinity";
        };
      } | {
        goTo: {
          page: number | string;
        };
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
}

/** Every effect of the machine, one case each: what `session.send` and the timers give. */
export type Effect =
  | Effect.Finish
  | Effect.Remove
  | Effect.Finished
  | Effect.Removed
  | Effect.ShowStartButton
  | Effect.FadeOut
  | Effect.Indicator
  | Effect.ScrollTo;

export declare namespace Effect {
  /** The Swift case `finish`. */
  type Finish = "finish";
  /** The Swift case `remove`. */
  type Remove = "remove";
  /**
   * The Swift case `finished`.
   * the former spelling of "finish", still read; written as "finish"
   * @deprecated
   */
  type Finished = "finished";
  /**
   * The Swift case `removed`.
   * the former spelling of "remove", still read; written as "remove"
   * @deprecated
   */
  type Removed = "removed";
  /** The Swift case `showStartButton`. */
  type ShowStartButton = {
    showStartButton: {
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
  };
  /** The Swift case `fadeOut`. */
  type FadeOut = {
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
  };
  /** The Swift case `indicator`. */
  type Indicator = {
    indicator: {
      effect: {
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
    };
  };
  /** The Swift case `scrollTo`. */
  type ScrollTo = {
    scrollTo: {
      page: number | string;
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

/** A spec of the guide-pager machine, as `session.spec()` gives it and `flow check` replays it. */
export type Spec = {
  config?: Config;
  formatVersion: 1;
  machine: "guide-pager";
  pending?: {
    at: Time;
    event: Event;
  }[];
  steps: Step[];
  title: string;
  tolerance?: number;
  until?: Time;
};
