// The types of FlowCore's sms-code-flow machine, as its specs and the web module read them.
// Written by Scripts/web-types.py from Specs/Schemas/sms-code-flow.schema.json (flow schema); do not edit.

/** The sms-code-flow machine's configuration: what `createSession("sms-code-flow", config)` takes. */
export type Config = {
  captcha?: null | {
    /** @defaultValue {"adjustmentStep": 0.02, "alternative": "none"} */
    accessibility?: null | {
      /** @defaultValue 0.02 */
      adjustmentStep?: null | number;
      /** @defaultValue "none" */
      alternative?: null | "none" | "hostVerification";
    };
    clientUid?: null | string;
    /** @defaultValue "errcode" */
    envelope?: null | "errcode" | "ajCaptcha";
    /** @defaultValue ["6110"] */
    expiredCodes?: null | string[];
    /** @defaultValue {"clickTipHeight": 38, "contentSize": {"height": 285, "width": 310}, "cornerRadius": 10, "failureTip": {"background": "#d9534f66", "font": {"size": 12, "weight": "regular"}, "highlightColor": "#FF0000", "highlightedCharacters": 5, "text": "验证失败: 再试一下吧~", "textColor": "#000000", "textInset": 5, "textWidth": 290}, "failureTipHeight": 20, "fallbackPieceSize": {"height": 155, "width": 47}, "image": {"height": 155, "width": 310, "x": 0, "y": 0}, "markerSize": 20, "serverImageSize": {"height": 155, "width": 310}, "slider": {"height": 38, "width": 290, "x": 10, "y": 235}, "sliderCornerRadius": 19, "thumb": {"height": 30, "width": 98, "x": 4, "y": 4}, "tipLabel": {"height": 22, "width": 310, "x": 0, "y": 195}, "tipText": "拖动滑块,把图片拼合就验证成功啦!"} */
    geometry?: null | {
      /** @defaultValue 38 */
      clickTipHeight?: null | number;
      /** @defaultValue {"height": 285, "width": 310} */
      contentSize?: null | {
        height: number;
        width: number;
      };
      /** @defaultValue 10 */
      cornerRadius?: null | number;
      /** @defaultValue {"background": "#d9534f66", "font": {"size": 12, "weight": "regular"}, "highlightColor": "#FF0000", "highlightedCharacters": 5, "text": "验证失败: 再试一下吧~", "textColor": "#000000", "textInset": 5, "textWidth": 290} */
      failureTip?: null | {
        /** @defaultValue "#d9534f66" */
        background?: null | string;
        /** @defaultValue {"size": 12, "weight": "regular"} */
        font?: null | {
          family?: null | string;
          size: number;
          textStyle?: null | "largeTitle" | "title1" | "title2" | "title3" | "headline" | "body" | "callout" | "subheadline" | "footnote" | "caption1" | "caption2";
          /** @defaultValue "regular" */
          weight?: null | "regular" | "medium" | "semibold" | "bold";
        };
        /** @defaultValue "#FF0000" */
        highlightColor?: null | string;
        /** @defaultValue 5 */
        highlightedCharacters?: null | number;
        /** @defaultValue "验证失败: 再试一下吧~" */
        text?: null | string;
        /** @defaultValue "#000000" */
        textColor?: null | string;
        /** @defaultValue 5 */
        textInset?: null | number;
        /** @defaultValue 290 */
        textWidth?: null | number;
      };
      /** @defaultValue 20 */
      failureTipHeight?: null | number;
      /** @defaultValue {"height": 155, "width": 47} */
      fallbackPieceSize?: null | {
        height: number;
        width: number;
      };
      /** @defaultValue {"height": 155, "width": 310, "x": 0, "y": 0} */
      image?: null | {
        height: number;
        width: number;
        x: number;
        y: number;
      };
      /** @defaultValue 20 */
      markerSize?: null | number;
      /** @defaultValue {"height": 155, "width": 310} */
      serverImageSize?: null | {
        height: number;
        width: number;
      };
      /** @defaultValue {"height": 38, "width": 290, "x": 10, "y": 235} */
      slider?: null | {
        height: number;
        width: number;
        x: number;
        y: number;
      };
      /** @defaultValue 19 */
      sliderCornerRadius?: null | number;
      /** @defaultValue {"height": 30, "width": 98, "x": 4, "y": 4} */
      thumb?: null | {
        height: number;
        width: number;
        x: number;
        y: number;
      };
      /** @defaultValue {"height": 22, "width": 310, "x": 0, "y": 195} */
      tipLabel?: null | {
        height: number;
        width: number;
        x: number;
        y: number;
      };
      /** @defaultValue "拖动滑块,把图片拼合就验证成功啦!" */
      tipText?: null | string;
    };
    /** @defaultValue "blockPuzzle" */
    kind?: null | "blockPuzzle" | "clickWord";
    /** @defaultValue {"lineHeightMultiple": 1.2, "narrowAdvance": 0.5, "wideAdvance": 1} */
    measurer?: null | {
      /** @defaultValue 1.2 */
      lineHeightMultiple?: null | number;
      /** @defaultValue 0.5 */
      narrowAdvance?: null | number;
      /** @defaultValue 1 */
      wideAdvance?: null | number;
    };
    phone?: null | string;
    /** @defaultValue false */
    reducesMotion?: null | boolean;
    /** @defaultValue "seed" */
    robotCheck?: null | "seed" | "strict";
    /** @defaultValue {"clickTipFont": {"size": 18, "textStyle": "body", "weight": "regular"}, "contentBackground": "#FFFFFF", "contentSize": "large", "imageBackground": "#AAAAAA33", "markerBackground": "#4CAE4C", "markerCornerRadius": 10, "markerFont": {"size": 17, "weight": "regular"}, "markerText": "#FFFFFF", "mask": "#00000080", "sliderBackground": "#F356561A", "sliderBorder": "#F356561A", "sliderBorderWidth": 0, "sliderFailureBorder": "#D9534F", "sliderSuccessBorder": "#4CAE4C", "tipColor": "#2A2A2A", "tipFont": {"family": "PingFangSC-Regular", "size": 14, "textStyle": "subheadline", "weight": "regular"}} */
    style?: null | {
      /** @defaultValue {"size": 18, "textStyle": "body", "weight": "regular"} */
      clickTipFont?: null | {
        family?: null | string;
        size: number;
        textStyle?: null | "largeTitle" | "title1" | "title2" | "title3" | "headline" | "body" | "callout" | "subheadline" | "footnote" | "caption1" | "caption2";
        /** @defaultValue "regular" */
        weight?: null | "regular" | "medium" | "semibold" | "bold";
      };
      /** @defaultValue "#FFFFFF" */
      contentBackground?: null | string;
      /** @defaultValue "large" */
      contentSize?: null | "extraSmall" | "small" | "medium" | "large" | "extraLarge" | "extraExtraLarge" | "extraExtraExtraLarge" | "accessibilityMedium" | "accessibilityLarge" | "accessibilityExtraLarge" | "accessibilityExtraExtraLarge" | "accessibilityExtraExtraExtraLarge";
      /** @defaultValue "#AAAAAA33" */
      imageBackground?: null | string;
      /** @defaultValue "#4CAE4C" */
      markerBackground?: null | string;
      /** @defaultValue 10 */
      markerCornerRadius?: null | number;
      /** @defaultValue {"size": 17, "weight": "regular"} */
      markerFont?: null | {
        family?: null | string;
        size: number;
        textStyle?: null | "largeTitle" | "title1" | "title2" | "title3" | "headline" | "body" | "callout" | "subheadline" | "footnote" | "caption1" | "caption2";
        /** @defaultValue "regular" */
        weight?: null | "regular" | "medium" | "semibold" | "bold";
      };
      /** @defaultValue "#FFFFFF" */
      markerText?: null | string;
      /** @defaultValue "#00000080" */
      mask?: null | string;
      /** @defaultValue "#F356561A" */
      sliderBackground?: null | string;
      /** @defaultValue "#F356561A" */
      sliderBorder?: null | string;
      /** @defaultValue 0 */
      sliderBorderWidth?: null | number;
      /** @defaultValue "#D9534F" */
      sliderFailureBorder?: null | string;
      /** @defaultValue "#4CAE4C" */
      sliderSuccessBorder?: null | string;
      /** @defaultValue "#2A2A2A" */
      tipColor?: null | string;
      /** @defaultValue {"family": "PingFangSC-Regular", "size": 14, "textStyle": "subheadline", "weight": "regular"} */
      tipFont?: null | {
        family?: null | string;
        size: number;
        textStyle?: null | "largeTitle" | "title1" | "title2" | "title3" | "headline" | "body" | "callout" | "subheadline" | "footnote" | "caption1" | "caption2";
        /** @defaultValue "regular" */
        weight?: null | "regular" | "medium" | "semibold" | "bold";
      };
    };
    /** @defaultValue {"alertButton": "好的", "alertTitle": "提示", "alternative": "使用其他方式验证", "checking": "校验进行中", "clickImage": "点选验证图片", "clickImageValue": "已点击 {tapped} 个,共 {count} 个", "clickPrompt": "请依次点击【{words}】", "emptyWordList": "wordList 为空", "failure": "验证失败", "invalidData": "验证码数据无效（{reason}）", "invalidImage": "{name} 不是有效的 Base64 图片", "invalidSecretKey": "secretKey 须为 16 字节，收到 {bytes} 字节", "loading": "加载中…", "missingMember": "缺少 {name}", "networkFailure": "网络异常", "puzzleImage": "拼图验证图片", "success": "验证成功", "thumbHint": "上下轻扫移动滑块,轻点两下提交", "thumbLabel": "滑块", "timeout": "请求超时", "unknownFailure": "未知错误"} */
    texts?: null | {
      /** @defaultValue "好的" */
      alertButton?: null | string;
      /** @defaultValue "提示" */
      alertTitle?: null | string;
      /** @defaultValue "使用其他方式验证" */
      alternative?: null | string;
      /** @defaultValue "校验进行中" */
      checking?: null | string;
      /** @defaultValue "点选验证图片" */
      clickImage?: null | string;
      /** @defaultValue "已点击 {tapped} 个,共 {count} 个" */
      clickImageValue?: null | string;
      /** @defaultValue "请依次点击【{words}】" */
      clickPrompt?: null | string;
      /** @defaultValue "wordList 为空" */
      emptyWordList?: null | string;
      /** @defaultValue "验证失败" */
      failure?: null | string;
      /** @defaultValue "验证码数据无效（{reason}）" */
      invalidData?: null | string;
      /** @defaultValue "{name} 不是有效的 Base64 图片" */
      invalidImage?: null | string;
      /** @defaultValue "secretKey 须为 16 字节，收到 {bytes} 字节" */
      invalidSecretKey?: null | string;
      /** @defaultValue "加载中…" */
      loading?: null | string;
      /** @defaultValue "缺少 {name}" */
      missingMember?: null | string;
      /** @defaultValue "网络异常" */
      networkFailure?: null | string;
      /** @defaultValue "拼图验证图片" */
      puzzleImage?: null | string;
      /** @defaultValue "验证成功" */
      success?: null | string;
      /** @defaultValue "上下轻扫移动滑块,轻点两下提交" */
      thumbHint?: null | string;
      /** @defaultValue "滑块" */
      thumbLabel?: null | string;
      /** @defaultValue "请求超时" */
      timeout?: null | string;
      /** @defaultValue "未知错误" */
      unknownFailure?: null | string;
    };
    /** @defaultValue {"clickWordRetryDelay": 1, "failureTipFall": 0.5, "failureTipHold": 0.75, "failureTipRise": 0.25, "requestTimeout": 20, "resetDuration": 0.75, "successCloseDelay": 1, "tokenLifetime": 120} */
    timings?: null | {
      /** @defaultValue 1 */
      clickWordRetryDelay?: null | number;
      /** @defaultValue 0.5 */
      failureTipFall?: null | number;
      /** @defaultValue 0.75 */
      failureTipHold?: null | number;
      /** @defaultValue 0.25 */
      failureTipRise?: null | number;
      /** @defaultValue 20 */
      requestTimeout?: null | number;
      /** @defaultValue 0.75 */
      resetDuration?: null | number;
      /** @defaultValue 1 */
      successCloseDelay?: null | number;
      /** @defaultValue 120 */
      tokenLifetime?: null | number;
    };
  };
  /** @defaultValue 1000 */
  maxCaptchaRounds?: null | number;
  /** @defaultValue "text" */
  messageType?: null | string;
  /** @defaultValue ["VerifyCodeNumDayTooMuchError", "VerifyCodeNumHourTooMuchError", "VerifyCodeNumTooMuchError"] */
  rateLimitCodes?: null | string[];
  /** @defaultValue "login" */
  type?: null | string;
};

/** The machine's state, as `session.state()` gives it (as a spec checks it: every member optional). */
export type State = {
  captcha?: null | {
    challenge?: null | {
      pieceSize?: null | {
        height?: null | number | "NaN" | "Infinity" | "-Infinity";
        width?: null | number | "NaN" | "Infinity" | "-Infinity";
      };
      secretKey?: null | string;
      token?: null | string;
      words?: null | string[];
    };
    drag?: null | {
      firstStep?: null | number | "NaN" | "Infinity" | "-Infinity";
      lastTranslation?: null | number | "NaN" | "Infinity" | "-Infinity";
      origin?: null | number | "NaN" | "Infinity" | "-Infinity";
      sawDifferentStep?: null | boolean;
    };
    isKeyboardInUse?: null | boolean;
    isVoiceOverRunning?: null | boolean;
    lastRequest?: null | number | string;
    pendingRequest?: null | number | string;
    phase?: null | "idle" | "loading" | "ready" | "dragging" | "verifying" | "succeeded" | "failed" | "closed";
    pieceOffset?: null | number | "NaN" | "Infinity" | "-Infinity";
    taps?: null | {
      x: number | "NaN" | "Infinity" | "-Infinity";
      y: number | "NaN" | "Infinity" | "-Infinity";
    }[];
    thumbOffset?: null | number | "NaN" | "Infinity" | "-Infinity";
    tip?: null | {
      color?: null | string;
      text?: null | string;
    };
    verification?: null | string;
  };
  captchaRounds?: null | number | string;
  lastError?: null | {
    code?: null | string;
    message?: null | string;
  };
  phase?: null | "idle" | "requesting" | "captcha" | "finished";
  phone?: null | string;
};

/** Every event of the machine, one case each: what `session.send` takes. */
export type Event =
  | Event.CodeSent
  | Event.CodeRequested
  | Event.CodeFailed
  | Event.Captcha
  | Event.Start;

export declare namespace Event {
  /** The Swift case `codeSent`. */
  type CodeSent = "codeSent";
  /** The Swift case `codeRequested`. */
  type CodeRequested = {
    codeRequested: {
      phone: string;
    };
  };
  /** The Swift case `codeFailed`. */
  type CodeFailed = {
    codeFailed: {
      code: string;
      message: string;
    };
  };
  /** The Swift case `captcha`. */
  type Captcha = {
    captcha: {
      event: "openRequested" | "refreshTapped" | "dragBegan" | "dragCancelled" | "maskTapped" | "tokenExpired" | "reloadDue" | "closeDue" | "incremented" | "decremented" | "submitted" | "alternativeChosen" | "closeAfterSuccess" | "decrement" | "increment" | "open" | "refresh" | "reload" | "submit" | {
        openRequested: {
          timestamp?: null | number | "NaN" | "Infinity" | "-Infinity";
        };
      } | {
        refreshTapped: {
          timestamp?: null | number | "NaN" | "Infinity" | "-Infinity";
        };
      } | {
        responseReceived: {
          body: unknown;
          request: number | string;
        };
      } | {
        requestFailed: {
          message: string;
          request: number | string;
        };
      } | {
        requestTimedOut: {
          request: number | string;
        };
      } | {
        dragMoved: {
          translation: number | "NaN" | "Infinity" | "-Infinity";
        };
      } | {
        dragEnded: {
          translation: number | "NaN" | "Infinity" | "-Infinity";
        };
      } | {
        tapped: {
          at: {
            x: number | "NaN" | "Infinity" | "-Infinity";
            y: number | "NaN" | "Infinity" | "-Infinity";
          };
        };
      } | {
        voiceOverChanged: {
          isRunning: boolean;
        };
      } | {
        keyPressed: "escape" | "enter" | "space" | "left" | "right" | "up" | "down";
      } | {
        key: "escape" | "enter" | "space" | "left" | "right" | "up" | "down";
      } | {
        open: {
          timestamp?: null | number | "NaN" | "Infinity" | "-Infinity";
        };
      } | {
        refresh: {
          timestamp?: null | number | "NaN" | "Infinity" | "-Infinity";
        };
      } | {
        response: {
          body: unknown;
          request: number | string;
        };
      };
    };
  };
  /**
   * The Swift case `start`.
   * the former spelling of "codeRequested", still read; written as "codeRequested"
   * @deprecated
   */
  type Start = {
    start: {
      phone: string;
    };
  };
}

/** Every effect of the machine, one case each: what `session.send` and the timers give. */
export type Effect =
  | Effect.Finish
  | Effect.Finished
  | Effect.RequestCode
  | Effect.OpenCaptcha
  | Effect.Captcha;

export declare namespace Effect {
  /** The Swift case `finish`. */
  type Finish = "finish" | {
    finish: {
      error?: null | {
        code: string;
        message: string;
      };
    };
  };
  /** The Swift case `finished`. */
  type Finished = "finished" | {
    finished: {
      error?: null | {
        code: string;
        message: string;
      };
    };
  };
  /** The Swift case `requestCode`. */
  type RequestCode = {
    requestCode: {
      capname: string;
      captcha: string;
      messageType: string;
      phone: string;
      type: string;
    };
  };
  /** The Swift case `openCaptcha`. */
  type OpenCaptcha = {
    openCaptcha: {
      kind: "blockPuzzle" | "clickWord";
    };
  };
  /** The Swift case `captcha`. */
  type Captcha = {
    captcha: {
      effect: "finish" | "startAlternative" | "alternativeRequested" | "finished" | {
        request: {
          body: unknown;
          id: number | string;
          path: string;
        };
      } | {
        showChallenge: {
          background: string;
          piece?: null | string;
          pieceSize: {
            height: number | "NaN" | "Infinity" | "-Infinity";
            width: number | "NaN" | "Infinity" | "-Infinity";
          };
          words: string[];
        };
      } | {
        animate: {
          timeline: {
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
        showAlert: {
          buttons: string[];
          message: string;
          title: string;
        };
      } | {
        finish: {
          verification?: null | string;
        };
      } | {
        announce: {
          text: string;
        };
      } | {
        alert: {
          buttons: string[];
          message: string;
          title: string;
        };
      } | {
        finished: {
          verification?: null | string;
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

/** A spec of the sms-code-flow machine, as `session.spec()` gives it and `flow check` replays it. */
export type Spec = {
  config?: Config;
  formatVersion: 1;
  machine: "sms-code-flow";
  pending?: {
    at: Time;
    event: Event;
  }[];
  steps: Step[];
  title: string;
  tolerance?: number;
  until?: Time;
};
