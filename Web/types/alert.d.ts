// The types of FlowCore's alert machine, as its specs and the web module read them.
// Written by Scripts/web-types.py from Specs/Schemas/alert.schema.json (flow schema); do not edit.

/** The alert machine's configuration: what `createSession("alert", config)` takes. */
export type Config = {
  /** @defaultValue "row" */
  buttonPolicy?: null | "row" | "adaptive";
  content: {
    /** @defaultValue [] */
    buttons?: null | string[];
    cancelIndex?: null | number;
    emphasizedIndex?: null | number | string;
    /** @defaultValue "plain" */
    kind?: null | "plain" | "input" | "textView";
    /** @defaultValue "" */
    message?: null | string;
    /** @defaultValue "" */
    title?: null | string;
  };
  input?: null | {
    /** @defaultValue "everyEdit" */
    changeReporting?: null | "everyEdit" | "realChanges";
    /** @defaultValue "large" */
    contentSize?: null | "extraSmall" | "small" | "medium" | "large" | "extraLarge" | "extraExtraLarge" | "extraExtraExtraLarge" | "accessibilityMedium" | "accessibilityLarge" | "accessibilityExtraLarge" | "accessibilityExtraExtraLarge" | "accessibilityExtraExtraExtraLarge";
    /** @defaultValue "leftToRight" */
    layoutDirection?: null | "leftToRight" | "rightToLeft";
    /** @defaultValue "clearsLoneSpace" */
    leadingWhitespace?: null | "clearsLoneSpace" | "forbidden" | "allowed";
    /** @defaultValue "graphemes" */
    lengthUnit?: null | "graphemes" | "utf16" | "weighted";
    maxLength?: null | number | string;
    /** @defaultValue {"color": "gray", "font": {"size": 14, "textStyle": "body", "weight": "regular"}, "origin": {"x": 5, "y": 8}, "text": ""} */
    placeholder?: null | {
      /** @defaultValue "gray" */
      color?: null | string;
      /** @defaultValue {"size": 14, "textStyle": "body", "weight": "regular"} */
      font?: null | {
        family?: null | string;
        size: number;
        textStyle?: null | "largeTitle" | "title1" | "title2" | "title3" | "headline" | "body" | "callout" | "subheadline" | "footnote" | "caption1" | "caption2";
        /** @defaultValue "regular" */
        weight?: null | "regular" | "medium" | "semibold" | "bold";
      };
      /** @defaultValue {"x": 5, "y": 8} */
      origin?: null | {
        x: number;
        y: number;
      };
      /** @defaultValue "" */
      text?: null | string;
    };
    /** @defaultValue false */
    removesEmoji?: null | boolean;
  };
  /** @defaultValue {"lineHeightMultiple": 1.2, "narrowAdvance": 0.5, "wideAdvance": 1} */
  measurer?: null | {
    /** @defaultValue 1.2 */
    lineHeightMultiple?: null | number;
    /** @defaultValue 0.5 */
    narrowAdvance?: null | number;
    /** @defaultValue 1 */
    wideAdvance?: null | number;
  };
  /** @defaultValue {"bottomPadding": 20, "buttonCornerRadius": 20, "buttonFont": {"size": 14, "textStyle": "body", "weight": "regular"}, "buttonHeight": 40, "buttonInset": 20, "buttonSpacing": 12, "buttonTitlePadding": 8, "containerBackground": "#FFFFFF", "contentSize": "large", "cornerRadius": 10, "emphasizedBackground": "theme", "emphasizedTitleColor": "#FFFFFF", "inputBackground": "#F4F4F4", "inputCornerRadius": 6, "inputFont": {"size": 14, "textStyle": "body", "weight": "regular"}, "inputHeight": 40, "inputPadding": 10, "inputToButtons": 10, "keyboardAvoidance": "aboveKeyboard", "keyboardGap": 10, "layoutDirection": "leftToRight", "maskAlpha": 0.5, "maskColor": "#000000", "messageColor": "#6A6A6A", "messageFont": {"size": 14, "textStyle": "subheadline", "weight": "regular"}, "messageInset": 20, "messageToButtons": 20, "minimumBodyHeight": 40, "minimumSideMargin": 20, "normalBackground": "#F1F1F1", "normalTitleColor": "#6A6A6A", "safeAreaGap": 10, "screenMargin": 50, "textViewBorderColor": "#DDDDDD", "textViewBorderWidth": 0.5, "textViewCornerRadius": 6, "textViewFont": {"family": "PingFangSC-Regular", "size": 15, "textStyle": "body", "weight": "regular"}, "textViewHeight": 120, "textViewInsets": {"bottom": 12, "left": 16, "right": 16, "top": 12}, "textViewTextColor": "#000000", "textViewToButtons": 20, "textViewTop": 64, "titleColor": "#000000", "titleFont": {"size": 17, "textStyle": "headline", "weight": "bold"}, "titleInset": 16, "titleToInput": 15, "titleToMessage": 12, "titleToTextView": 20, "titleTop": 24, "width": 280} */
  metrics?: null | {
    /** @defaultValue 20 */
    bottomPadding?: null | number;
    /** @defaultValue 20 */
    buttonCornerRadius?: null | number;
    /** @defaultValue {"size": 14, "textStyle": "body", "weight": "regular"} */
    buttonFont?: null | {
      family?: null | string;
      size: number;
      textStyle?: null | "largeTitle" | "title1" | "title2" | "title3" | "headline" | "body" | "callout" | "subheadline" | "footnote" | "caption1" | "caption2";
      /** @defaultValue "regular" */
      weight?: null | "regular" | "medium" | "semibold" | "bold";
    };
    /** @defaultValue 40 */
    buttonHeight?: null | number;
    /** @defaultValue 20 */
    buttonInset?: null | number;
    /** @defaultValue 12 */
    buttonSpacing?: null | number;
    /** @defaultValue 8 */
    buttonTitlePadding?: null | number;
    /** @defaultValue "#FFFFFF" */
    containerBackground?: null | string;
    /** @defaultValue "large" */
    contentSize?: null | "extraSmall" | "small" | "medium" | "large" | "extraLarge" | "extraExtraLarge" | "extraExtraExtraLarge" | "accessibilityMedium" | "accessibilityLarge" | "accessibilityExtraLarge" | "accessibilityExtraExtraLarge" | "accessibilityExtraExtraExtraLarge";
    /** @defaultValue 10 */
    cornerRadius?: null | number;
    /** @defaultValue "theme" */
    emphasizedBackground?: null | string;
    /** @defaultValue "#FFFFFF" */
    emphasizedTitleColor?: null | string;
    /** @defaultValue "#F4F4F4" */
    inputBackground?: null | string;
    /** @defaultValue 6 */
    inputCornerRadius?: null | number;
    /** @defaultValue {"size": 14, "textStyle": "body", "weight": "regular"} */
    inputFont?: null | {
      family?: null | string;
      size: number;
      textStyle?: null | "largeTitle" | "title1" | "title2" | "title3" | "headline" | "body" | "callout" | "subheadline" | "footnote" | "caption1" | "caption2";
      /** @defaultValue "regular" */
      weight?: null | "regular" | "medium" | "semibold" | "bold";
    };
    /** @defaultValue 40 */
    inputHeight?: null | number;
    /** @defaultValue 10 */
    inputPadding?: null | number;
    /** @defaultValue 10 */
    inputToButtons?: null | number;
    /** @defaultValue "aboveKeyboard" */
    keyboardAvoidance?: null | "aboveKeyboard" | "liftOnly";
    /** @defaultValue 10 */
    keyboardGap?: null | number;
    /** @defaultValue "leftToRight" */
    layoutDirection?: null | "leftToRight" | "rightToLeft";
    /** @defaultValue 0.5 */
    maskAlpha?: null | number;
    /** @defaultValue "#000000" */
    maskColor?: null | string;
    /** @defaultValue "#6A6A6A" */
    messageColor?: null | string;
    /** @defaultValue {"size": 14, "textStyle": "subheadline", "weight": "regular"} */
    messageFont?: null | {
      family?: null | string;
      size: number;
      textStyle?: null | "largeTitle" | "title1" | "title2" | "title3" | "headline" | "body" | "callout" | "subheadline" | "footnote" | "caption1" | "caption2";
      /** @defaultValue "regular" */
      weight?: null | "regular" | "medium" | "semibold" | "bold";
    };
    /** @defaultValue 20 */
    messageInset?: null | number;
    /** @defaultValue 20 */
    messageToButtons?: null | number;
    /** @defaultValue 40 */
    minimumBodyHeight?: null | number;
    /** @defaultValue 20 */
    minimumSideMargin?: null | number;
    /** @defaultValue "#F1F1F1" */
    normalBackground?: null | string;
    /** @defaultValue "#6A6A6A" */
    normalTitleColor?: null | string;
    /** @defaultValue 10 */
    safeAreaGap?: null | number;
    /** @defaultValue 50 */
    screenMargin?: null | number;
    /** @defaultValue "#DDDDDD" */
    textViewBorderColor?: null | string;
    /** @defaultValue 0.5 */
    textViewBorderWidth?: null | number;
    /** @defaultValue 6 */
    textViewCornerRadius?: null | number;
    /** @defaultValue {"family": "PingFangSC-Regular", "size": 15, "textStyle": "body", "weight": "regular"} */
    textViewFont?: null | {
      family?: null | string;
      size: number;
      textStyle?: null | "largeTitle" | "title1" | "title2" | "title3" | "headline" | "body" | "callout" | "subheadline" | "footnote" | "caption1" | "caption2";
      /** @defaultValue "regular" */
      weight?: null | "regular" | "medium" | "semibold" | "bold";
    };
    /** @defaultValue 120 */
    textViewHeight?: null | number;
    /** @defaultValue {"bottom": 12, "left": 16, "right": 16, "top": 12} */
    textViewInsets?: null | {
      /** @defaultValue 0 */
      bottom?: null | number;
      /** @defaultValue 0 */
      left?: null | number;
      /** @defaultValue 0 */
      right?: null | number;
      /** @defaultValue 0 */
      top?: null | number;
    };
    /** @defaultValue "#000000" */
    textViewTextColor?: null | string;
    /** @defaultValue 20 */
    textViewToButtons?: null | number;
    /** @defaultValue 64 */
    textViewTop?: null | number;
    /** @defaultValue "#000000" */
    titleColor?: null | string;
    /** @defaultValue {"size": 17, "textStyle": "headline", "weight": "bold"} */
    titleFont?: null | {
      family?: null | string;
      size: number;
      textStyle?: null | "largeTitle" | "title1" | "title2" | "title3" | "headline" | "body" | "callout" | "subheadline" | "footnote" | "caption1" | "caption2";
      /** @defaultValue "regular" */
      weight?: null | "regular" | "medium" | "semibold" | "bold";
    };
    /** @defaultValue 16 */
    titleInset?: null | number;
    /** @defaultValue 15 */
    titleToInput?: null | number;
    /** @defaultValue 12 */
    titleToMessage?: null | number;
    /** @defaultValue 20 */
    titleToTextView?: null | number;
    /** @defaultValue 24 */
    titleTop?: null | number;
    /** @defaultValue 280 */
    width?: null | number;
  };
};

/** The machine's state, as `session.state()` gives it (as a spec checks it: every member optional). */
export type State = {
  environment?: null | {
    keyboard?: null | {
      height?: null | number | "NaN" | "Infinity" | "-Infinity";
      width?: null | number | "NaN" | "Infinity" | "-Infinity";
      x?: null | number | "NaN" | "Infinity" | "-Infinity";
      y?: null | number | "NaN" | "Infinity" | "-Infinity";
    };
    /** @defaultValue {"bottom": 0, "left": 0, "right": 0, "top": 0} */
    safeArea?: null | {
      /** @defaultValue 0 */
      bottom?: null | number | "NaN" | "Infinity" | "-Infinity";
      /** @defaultValue 0 */
      left?: null | number | "NaN" | "Infinity" | "-Infinity";
      /** @defaultValue 0 */
      right?: null | number | "NaN" | "Infinity" | "-Infinity";
      /** @defaultValue 0 */
      top?: null | number | "NaN" | "Infinity" | "-Infinity";
    };
    screen?: null | {
      height?: null | number | "NaN" | "Infinity" | "-Infinity";
      width?: null | number | "NaN" | "Infinity" | "-Infinity";
    };
  };
  input?: null | {
    /** @defaultValue true */
    isPlaceholderVisible?: null | boolean;
    /** @defaultValue 0 */
    length?: null | number | string;
    marked?: null | {
      location?: null | number | string;
      text?: null | string;
    };
    selection?: null | {
      length?: null | number | string;
      location?: null | number | string;
    };
    text?: null | string;
    utf16Length?: null | number | string;
  };
  layout?: null | {
    bodyContentHeight?: null | number | "NaN" | "Infinity" | "-Infinity";
    buttonAxis?: null | "row" | "column";
    buttons?: null | {
      background: string;
      frame: {
        height: number | "NaN" | "Infinity" | "-Infinity";
        width: number | "NaN" | "Infinity" | "-Infinity";
        x: number | "NaN" | "Infinity" | "-Infinity";
        y: number | "NaN" | "Infinity" | "-Infinity";
      };
      index: number | string;
      isEmphasized: boolean;
      titleColor: string;
    }[];
    container?: null | {
      height?: null | number | "NaN" | "Infinity" | "-Infinity";
      width?: null | number | "NaN" | "Infinity" | "-Infinity";
      x?: null | number | "NaN" | "Infinity" | "-Infinity";
      y?: null | number | "NaN" | "Infinity" | "-Infinity";
    };
    inputBackground?: null | {
      height?: null | number | "NaN" | "Infinity" | "-Infinity";
      width?: null | number | "NaN" | "Infinity" | "-Infinity";
      x?: null | number | "NaN" | "Infinity" | "-Infinity";
      y?: null | number | "NaN" | "Infinity" | "-Infinity";
    };
    inputField?: null | {
      height?: null | number | "NaN" | "Infinity" | "-Infinity";
      width?: null | number | "NaN" | "Infinity" | "-Infinity";
      x?: null | number | "NaN" | "Infinity" | "-Infinity";
      y?: null | number | "NaN" | "Infinity" | "-Infinity";
    };
    isBodyScrollable?: null | boolean;
    message?: null | {
      height?: null | number | "NaN" | "Infinity" | "-Infinity";
      width?: null | number | "NaN" | "Infinity" | "-Infinity";
      x?: null | number | "NaN" | "Infinity" | "-Infinity";
      y?: null | number | "NaN" | "Infinity" | "-Infinity";
    };
    placeholder?: null | {
      height?: null | number | "NaN" | "Infinity" | "-Infinity";
      width?: null | number | "NaN" | "Infinity" | "-Infinity";
      x?: null | number | "NaN" | "Infinity" | "-Infinity";
      y?: null | number | "NaN" | "Infinity" | "-Infinity";
    };
    textView?: null | {
      height?: null | number | "NaN" | "Infinity" | "-Infinity";
      width?: null | number | "NaN" | "Infinity" | "-Infinity";
      x?: null | number | "NaN" | "Infinity" | "-Infinity";
      y?: null | number | "NaN" | "Infinity" | "-Infinity";
    };
    title?: null | {
      height?: null | number | "NaN" | "Infinity" | "-Infinity";
      width?: null | number | "NaN" | "Infinity" | "-Infinity";
      x?: null | number | "NaN" | "Infinity" | "-Infinity";
      y?: null | number | "NaN" | "Infinity" | "-Infinity";
    };
    titleContentHeight?: null | number | "NaN" | "Infinity" | "-Infinity";
  };
  measurements?: null | {
    buttonTitleWidths?: null | (number | "NaN" | "Infinity" | "-Infinity")[];
    messageHeight?: null | number | "NaN" | "Infinity" | "-Infinity";
    titleHeight?: null | number | "NaN" | "Infinity" | "-Infinity";
    width?: null | number | "NaN" | "Infinity" | "-Infinity";
  };
  phase?: null | "hidden" | "shown" | "dismissing" | "removed";
  selectedButton?: null | number | string;
};

/** Every event of the machine, one case each: what `session.send` takes. */
export type Event =
  | Event.KeyboardHidden
  | Event.MaskTapped
  | Event.FadeOutEnded
  | Event.ShowRequested
  | Event.KeyboardChanged
  | Event.ScreenChanged
  | Event.Edited
  | Event.ButtonTapped
  | Event.KeyPressed
  | Event.Edit
  | Event.Key
  | Event.Show;

export declare namespace Event {
  /** The Swift case `keyboardHidden`. */
  type KeyboardHidden = "keyboardHidden";
  /** The Swift case `maskTapped`. */
  type MaskTapped = "maskTapped";
  /** The Swift case `fadeOutEnded`. */
  type FadeOutEnded = "fadeOutEnded";
  /** The Swift case `showRequested`. */
  type ShowRequested = {
    showRequested: {
      safeArea: {
        /** @defaultValue 0 */
        bottom?: null | number | "NaN" | "Infinity" | "-Infinity";
        /** @defaultValue 0 */
        left?: null | number | "NaN" | "Infinity" | "-Infinity";
        /** @defaultValue 0 */
        right?: null | number | "NaN" | "Infinity" | "-Infinity";
        /** @defaultValue 0 */
        top?: null | number | "NaN" | "Infinity" | "-Infinity";
      };
      screen: {
        height: number | "NaN" | "Infinity" | "-Infinity";
        width: number | "NaN" | "Infinity" | "-Infinity";
      };
    };
  };
  /** The Swift case `keyboardChanged`. */
  type KeyboardChanged = {
    keyboardChanged: {
      frame: {
        height: number | "NaN" | "Infinity" | "-Infinity";
        width: number | "NaN" | "Infinity" | "-Infinity";
        x: number | "NaN" | "Infinity" | "-Infinity";
        y: number | "NaN" | "Infinity" | "-Infinity";
      };
    };
  };
  /** The Swift case `screenChanged`. */
  type ScreenChanged = {
    screenChanged: {
      safeArea: {
        /** @defaultValue 0 */
        bottom?: null | number | "NaN" | "Infinity" | "-Infinity";
        /** @defaultValue 0 */
        left?: null | number | "NaN" | "Infinity" | "-Infinity";
        /** @defaultValue 0 */
        right?: null | number | "NaN" | "Infinity" | "-Infinity";
        /** @defaultValue 0 */
        top?: null | number | "NaN" | "Infinity" | "-Infinity";
      };
      size: {
        height: number | "NaN" | "Infinity" | "-Infinity";
        width: number | "NaN" | "Infinity" | "-Infinity";
      };
    };
  };
  /** The Swift case `edited`. */
  type Edited = {
    edited: {
      input: "markedTextCommitted" | "unmarkText" | {
        replaced: {
          length: number | string;
          location: number | string;
          with: string;
        };
      } | {
        textSet: {
          text: string;
        };
      } | {
        selectionChanged: {
          length: number | string;
          location: number | string;
        };
      } | {
        markedTextChanged: {
          text: string;
        };
      } | {
        replace: {
          length: number | string;
          location: number | string;
          with: string;
        };
      } | {
        select: {
          length: number | string;
          location: number | string;
        };
      } | {
        setMarkedText: {
          text: string;
        };
      } | {
        setText: {
          text: string;
        };
      };
    };
  };
  /** The Swift case `buttonTapped`. */
  type ButtonTapped = {
    buttonTapped: {
      index: number | string;
    };
  };
  /** The Swift case `keyPressed`. */
  type KeyPressed = {
    keyPressed: "escape" | "enter" | "space" | "left" | "right" | "up" | "down";
  };
  /**
   * The Swift case `edit`.
   * the former spelling of "edited", still read; written as "edited"
   * @deprecated
   */
  type Edit = {
    edit: {
      input: "markedTextCommitted" | "unmarkText" | {
        replaced: {
          length: number | string;
          location: number | string;
          with: string;
        };
      } | {
        textSet: {
          text: string;
        };
      } | {
        selectionChanged: {
          length: number | string;
          location: number | string;
        };
      } | {
        markedTextChanged: {
          text: string;
        };
      } | {
        replace: {
          length: number | string;
          location: number | string;
          with: string;
        };
      } | {
        select: {
          length: number | string;
          location: number | string;
        };
      } | {
        setMarkedText: {
          text: string;
        };
      } | {
        setText: {
          text: string;
        };
      };
    };
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
   * The Swift case `show`.
   * the former spelling of "showRequested", still read; written as "showRequested"
   * @deprecated
   */
  type Show = {
    show: {
      safeArea: {
        /** @defaultValue 0 */
        bottom?: null | number | "NaN" | "Infinity" | "-Infinity";
        /** @defaultValue 0 */
        left?: null | number | "NaN" | "Infinity" | "-Infinity";
        /** @defaultValue 0 */
        right?: null | number | "NaN" | "Infinity" | "-Infinity";
        /** @defaultValue 0 */
        top?: null | number | "NaN" | "Infinity" | "-Infinity";
      };
      screen: {
        height: number | "NaN" | "Infinity" | "-Infinity";
        width: number | "NaN" | "Infinity" | "-Infinity";
      };
    };
  };
}

/** Every effect of the machine, one case each: what `session.send` and the timers give. */
export type Effect =
  | Effect.FocusInput
  | Effect.ResignKeyboard
  | Effect.NotifyDismissedByMask
  | Effect.Remove
  | Effect.DismissedByMask
  | Effect.Removed
  | Effect.Present
  | Effect.Input
  | Effect.NotifyButtonSelected
  | Effect.Dismiss
  | Effect.ButtonSelected;

export declare namespace Effect {
  /** The Swift case `focusInput`. */
  type FocusInput = "focusInput";
  /** The Swift case `resignKeyboard`. */
  type ResignKeyboard = "resignKeyboard";
  /** The Swift case `notifyDismissedByMask`. */
  type NotifyDismissedByMask = "notifyDismissedByMask";
  /** The Swift case `remove`. */
  type Remove = "remove";
  /**
   * The Swift case `dismissedByMask`.
   * the former spelling of "notifyDismissedByMask", still read; written as "notifyDismissedByMask"
   * @deprecated
   */
  type DismissedByMask = "dismissedByMask";
  /**
   * The Swift case `removed`.
   * the former spelling of "remove", still read; written as "remove"
   * @deprecated
   */
  type Removed = "removed";
  /** The Swift case `present`. */
  type Present = {
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
    };
  };
  /** The Swift case `input`. */
  type Input = {
    input: {
      effect: "notifyValueChanged" | "valueChanged" | {
        notifyMaxLengthReached: {
          limit: number | string;
        };
      } | {
        setPlaceholderVisible: {
          visible: boolean;
        };
      } | {
        maxLengthReached: {
          limit: number | string;
        };
      } | {
        placeholderVisibility: {
          visible: boolean;
        };
      };
    };
  };
  /** The Swift case `notifyButtonSelected`. */
  type NotifyButtonSelected = {
    notifyButtonSelected: {
      index: number | string;
      text?: null | string;
    };
  };
  /** The Swift case `dismiss`. */
  type Dismiss = {
    dismiss: {
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
  /**
   * The Swift case `buttonSelected`.
   * the former spelling of "notifyButtonSelected", still read; written as "notifyButtonSelected"
   * @deprecated
   */
  type ButtonSelected = {
    buttonSelected: {
      index: number | string;
      text?: null | string;
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

/** A spec of the alert machine, as `session.spec()` gives it and `flow check` replays it. */
export type Spec = {
  config?: Config;
  formatVersion: 1;
  machine: "alert";
  pending?: {
    at: Time;
    event: Event;
  }[];
  steps: Step[];
  title: string;
  tolerance?: number;
  until?: Time;
};
