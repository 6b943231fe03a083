// The types of FlowCore's picture-code-flow machine, as its specs and the web module read them.
// Written by Scripts/web-types.py from Specs/Schemas/picture-code-flow.schema.json (flow schema); do not edit.

/** The picture-code-flow machine's configuration: what `createSession("picture-code-flow", config)` takes. */
export type Config = {
  /** @defaultValue {} */
  entry?: null | {
    /** @defaultValue "digits" */
    alphabet?: null | "digits" | {
      alphanumeric: {
        uppercased: boolean;
      };
    } | {
      characters: {
        set: string;
      };
    };
    /** @defaultValue false */
    isSecure?: null | boolean;
    /** @defaultValue 4 */
    length?: null | number;
    /** @defaultValue "●" */
    mask?: null | string;
    /** @defaultValue {"lineHeightMultiple": 1.2, "narrowAdvance": 0.5, "wideAdvance": 1} */
    measurer?: null | {
      /** @defaultValue 1.2 */
      lineHeightMultiple?: null | number;
      /** @defaultValue 0.5 */
      narrowAdvance?: null | number;
      /** @defaultValue 1 */
      wideAdvance?: null | number;
    };
    /** @defaultValue {"card": "#FFFFFF", "cardAspectRatio": 1.3, "cardCornerRadius": 10, "cardSideInset": 40, "cardTop": 130, "cellBorder": "#AAAAAA", "cellBorderWidth": 1, "cellCornerRadius": 5, "cellSpacing": 10, "cellsValue": "已输入 {entered} 位,共 {length} 位", "closeImage": "chacha", "closeLabel": "关闭", "closeSize": 16, "contentSize": "large", "dim": "#333333CC", "errorColor": "#FF0000", "errorFont": {"size": 12, "textStyle": "caption1", "weight": "regular"}, "focusedBorder": "theme", "labelHeight": 30, "layoutDirection": "leftToRight", "margin": 16, "pictureLabel": "图形验证码", "pictureMargin": 16, "pictureTop": 8, "regenerateBackground": "theme", "regenerateImage": "sx", "regenerateLabel": "换一张", "title": "請輸入圖形驗證碼", "titleFont": {"size": 18, "textStyle": "title3", "weight": "regular"}} */
    style?: null | {
      /** @defaultValue "#FFFFFF" */
      card?: null | string;
      /** @defaultValue 1.3 */
      cardAspectRatio?: null | number;
      /** @defaultValue 10 */
      cardCornerRadius?: null | number;
      /** @defaultValue 40 */
      cardSideInset?: null | number;
      /** @defaultValue 130 */
      cardTop?: null | number;
      /** @defaultValue "#AAAAAA" */
      cellBorder?: null | string;
      /** @defaultValue 1 */
      cellBorderWidth?: null | number;
      /** @defaultValue 5 */
      cellCornerRadius?: null | number;
      /** @defaultValue 10 */
      cellSpacing?: null | number;
      /** @defaultValue "已输入 {entered} 位,共 {length} 位" */
      cellsValue?: null | string;
      /** @defaultValue "chacha" */
      closeImage?: null | string;
      /** @defaultValue "关闭" */
      closeLabel?: null | string;
      /** @defaultValue 16 */
      closeSize?: null | number;
      /** @defaultValue "large" */
      contentSize?: null | "extraSmall" | "small" | "medium" | "large" | "extraLarge" | "extraExtraLarge" | "extraExtraExtraLarge" | "accessibilityMedium" | "accessibilityLarge" | "accessibilityExtraLarge" | "accessibilityExtraExtraLarge" | "accessibilityExtraExtraExtraLarge";
      /** @defaultValue "#333333CC" */
      dim?: null | string;
      /** @defaultValue "#FF0000" */
      errorColor?: null | string;
      /** @defaultValue {"size": 12, "textStyle": "caption1", "weight": "regular"} */
      errorFont?: null | {
        family?: null | string;
        size: number;
        textStyle?: null | "largeTitle" | "title1" | "title2" | "title3" | "headline" | "body" | "callout" | "subheadline" | "footnote" | "caption1" | "caption2";
        /** @defaultValue "regular" */
        weight?: null | "regular" | "medium" | "semibold" | "bold";
      };
      /** @defaultValue "theme" */
      focusedBorder?: null | string;
      /** @defaultValue 30 */
      labelHeight?: null | number;
      /** @defaultValue "leftToRight" */
      layoutDirection?: null | "leftToRight" | "rightToLeft";
      /** @defaultValue 16 */
      margin?: null | number;
      /** @defaultValue "图形验证码" */
      pictureLabel?: null | string;
      /** @defaultValue 16 */
      pictureMargin?: null | number;
      /** @defaultValue 8 */
      pictureTop?: null | number;
      /** @defaultValue "theme" */
      regenerateBackground?: null | string;
      /** @defaultValue "sx" */
      regenerateImage?: null | string;
      /** @defaultValue "换一张" */
      regenerateLabel?: null | string;
      /** @defaultValue "請輸入圖形驗證碼" */
      title?: null | string;
      /** @defaultValue {"size": 18, "textStyle": "title3", "weight": "regular"} */
      titleFont?: null | {
        family?: null | string;
        size: number;
        textStyle?: null | "largeTitle" | "title1" | "title2" | "title3" | "headline" | "body" | "callout" | "subheadline" | "footnote" | "caption1" | "caption2";
        /** @defaultValue "regular" */
        weight?: null | "regular" | "medium" | "semibold" | "bold";
      };
    };
  };
  /** @defaultValue "showMessage" */
  onRefusal?: null | "showMessage" | "clearAndReload";
};

/** The machine's state, as `session.state()` gives it (as a spec checks it: every member optional). */
export type State = {
  entry?: null | {
    code?: null | string;
    errorMessage?: null | string;
    focusedCell?: null | number | string;
    imageNonce?: null | number | string;
    isClosed?: null | boolean;
  };
  phase?: null | "idle" | "entering" | "requesting" | "finished";
  phone?: null | string;
};

/** Every event of the machine, one case each: what `session.send` takes. */
export type Event =
  | Event.SmsSent
  | Event.OpenRequested
  | Event.Entry
  | Event.SmsFailed
  | Event.Open;

export declare namespace Event {
  /** The Swift case `smsSent`. */
  type SmsSent = "smsSent";
  /** The Swift case `openRequested`. */
  type OpenRequested = {
    openRequested: {
      phone: string;
    };
  };
  /** The Swift case `entry`. */
  type Entry = {
    entry: {
      event: "deletedBackward" | "clearRequested" | "regenerateTapped" | "closeTapped" | "clear" | "close" | "deleteBackward" | "regenerate" | {
        typed: {
          text: string;
        };
      } | {
        pasted: {
          text: string;
        };
      } | {
        errorMessageChanged: {
          message: string;
        };
      } | {
        cellTapped: {
          index: number | string;
        };
      } | {
        keyPressed: "escape" | "enter" | "space" | "left" | "right" | "up" | "down";
      } | {
        key: "escape" | "enter" | "space" | "left" | "right" | "up" | "down";
      } | {
        paste: {
          text: string;
        };
      } | {
        showError: {
          message: string;
        };
      } | {
        type: {
          text: string;
        };
      };
    };
  };
  /** The Swift case `smsFailed`. */
  type SmsFailed = {
    smsFailed: {
      message: string;
    };
  };
  /**
   * The Swift case `open`.
   * the former spelling of "openRequested", still read; written as "openRequested"
   * @deprecated
   */
  type Open = {
    open: {
      phone: string;
    };
  };
}

/** Every effect of the machine, one case each: what `session.send` and the timers give. */
export type Effect =
  | Effect.Entry
  | Effect.RequestSMS
  | Effect.Finish
  | Effect.Finished;

export declare namespace Effect {
  /** The Swift case `entry`. */
  type Entry = {
    entry: {
      effect: "close" | "closed" | {
        finish: {
          code: string;
        };
      } | {
        notifyRejected: {
          characters: string;
        };
      } | {
        reloadImage: {
          nonce: number | string;
        };
      } | {
        announce: {
          text: string;
        };
      } | {
        completed: {
          code: string;
        };
      } | {
        rejected: {
          characters: string;
        };
      };
    };
  };
  /** The Swift case `requestSMS`. */
  type RequestSMS = {
    requestSMS: {
      phone: string;
      pictureCode: string;
    };
  };
  /** The Swift case `finish`. */
  type Finish = {
    finish: {
      sent: boolean;
    };
  };
  /**
   * The Swift case `finished`.
   * the former spelling of "finish", still read; written as "finish"
   * @deprecated
   */
  type Finished = {
    finished: {
      sent: boolean;
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

/** A spec of the picture-code-flow machine, as `session.spec()` gives it and `flow check` replays it. */
export type Spec = {
  config?: Config;
  formatVersion: 1;
  machine: "picture-code-flow";
  pending?: {
    at: Time;
    event: Event;
  }[];
  steps: Step[];
  title: string;
  tolerance?: number;
  until?: Time;
};
