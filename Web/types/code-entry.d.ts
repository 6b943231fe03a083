// The types of FlowCore's code-entry machine, as its specs and the web module read them.
// Written by Scripts/web-types.py from Specs/Schemas/code-entry.schema.json (flow schema); do not edit.

/** The code-entry machine's configuration: what `createSession("code-entry", config)` takes. */
export type Config = {
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

/** The machine's state, as `session.state()` gives it (as a spec checks it: every member optional). */
export type State = {
  code?: null | string;
  errorMessage?: null | string;
  focusedCell?: null | number | string;
  imageNonce?: null | number | string;
  isClosed?: null | boolean;
};

/** Every event of the machine, one case each: what `session.send` takes. */
export type Event =
  | Event.DeletedBackward
  | Event.ClearRequested
  | Event.RegenerateTapped
  | Event.CloseTapped
  | Event.Clear
  | Event.Close
  | Event.DeleteBackward
  | Event.Regenerate
  | Event.Typed
  | Event.Pasted
  | Event.ErrorMessageChanged
  | Event.CellTapped
  | Event.KeyPressed
  | Event.Key
  | Event.Paste
  | Event.ShowError
  | Event.Type;

export declare namespace Event {
  /** The Swift case `deletedBackward`. */
  type DeletedBackward = "deletedBackward";
  /** The Swift case `clearRequested`. */
  type ClearRequested = "clearRequested";
  /** The Swift case `regenerateTapped`. */
  type RegenerateTapped = "regenerateTapped";
  /** The Swift case `closeTapped`. */
  type CloseTapped = "closeTapped";
  /**
   * The Swift case `clear`.
   * the former spelling of "clearRequested", still read; written as "clearRequested"
   * @deprecated
   */
  type Clear = "clear";
  /**
   * The Swift case `close`.
   * the former spelling of "closeTapped", still read; written as "closeTapped"
   * @deprecated
   */
  type Close = "close";
  /**
   * The Swift case `deleteBackward`.
   * the former spelling of "deletedBackward", still read; written as "deletedBackward"
   * @deprecated
   */
  type DeleteBackward = "deleteBackward";
  /**
   * The Swift case `regenerate`.
   * the former spelling of "regenerateTapped", still read; written as "regenerateTapped"
   * @deprecated
   */
  type Regenerate = "regenerate";
  /** The Swift case `typed`. */
  type Typed = {
    typed: {
      text: string;
    };
  };
  /** The Swift case `pasted`. */
  type Pasted = {
    pasted: {
      text: string;
    };
  };
  /** The Swift case `errorMessageChanged`. */
  type ErrorMessageChanged = {
    errorMessageChanged: {
      message: string;
    };
  };
  /** The Swift case `cellTapped`. */
  type CellTapped = {
    cellTapped: {
      index: number | string;
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
  /**
   * The Swift case `paste`.
   * the former spelling of "pasted", still read; written as "pasted"
   * @deprecated
   */
  type Paste = {
    paste: {
      text: string;
    };
  };
  /**
   * The Swift case `showError`.
   * the former spelling of "errorMessageChanged", still read; written as "errorMessageChanged"
   * @deprecated
   */
  type ShowError = {
    showError: {
      message: string;
    };
  };
  /**
   * The Swift case `type`.
   * the former spelling of "typed", still read; written as "typed"
   * @deprecated
   */
  type Type = {
    type: {
      text: string;
    };
  };
}

/** Every effect of the machine, one case each: what `session.send` and the timers give. */
export type Effect =
  | Effect.Close
  | Effect.Closed
  | Effect.Finish
  | Effect.NotifyRejected
  | Effect.ReloadImage
  | Effect.Announce
  | Effect.Completed
  | Effect.Rejected;

export declare namespace Effect {
  /** The Swift case `close`. */
  type Close = "close";
  /**
   * The Swift case `closed`.
   * the former spelling of "close", still read; written as "close"
   * @deprecated
   */
  type Closed = "closed";
  /** The Swift case `finish`. */
  type Finish = {
    finish: {
      code: string;
    };
  };
  /** The Swift case `notifyRejected`. */
  type NotifyRejected = {
    notifyRejected: {
      characters: string;
    };
  };
  /** The Swift case `reloadImage`. */
  type ReloadImage = {
    reloadImage: {
      nonce: number | string;
    };
  };
  /** The Swift case `announce`. */
  type Announce = {
    announce: {
      text: string;
    };
  };
  /**
   * The Swift case `completed`.
   * the former spelling of "finish", still read; written as "finish"
   * @deprecated
   */
  type Completed = {
    completed: {
      code: string;
    };
  };
  /**
   * The Swift case `rejected`.
   * the former spelling of "notifyRejected", still read; written as "notifyRejected"
   * @deprecated
   */
  type Rejected = {
    rejected: {
      characters: string;
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

/** A spec of the code-entry machine, as `session.spec()` gives it and `flow check` replays it. */
export type Spec = {
  config?: Config;
  formatVersion: 1;
  machine: "code-entry";
  pending?: {
    at: Time;
    event: Event;
  }[];
  steps: Step[];
  title: string;
  tolerance?: number;
  until?: Time;
};
