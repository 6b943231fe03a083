// The types of flowcore-dom.mjs: drawing a scene's SVG on a page.
import type { FlowSession, MachineName } from "./flowcore.mjs";

/** A scene's SVG parsed and kept to drawing (no script, style, foreign content or handler), ready to append. */
export declare function drawing(svg: string): Element;

/** Brings a drawn picture up to date with a session's `changes()` answer (its `parts`), in place. */
export declare function patch(svg: Element, changes: { parts?: { index: number; svg: string }[] }): void;

/** Shows `element` in place of `shown` as the page's drawing of the scene's `placeholder`. */
export declare function standIn(placeholder: Element, element: Element, shown: Element): void;

/** The scene's element that `element` stands in for, if it is one. */
export declare function placeholderOf(element: Element): Element | undefined;

/** How `patch` brought parts up to date since the page loaded. */
export declare const patchCounts: { valuesSet: number; parsed: number };

/** Gives `element` the focus, making it focusable by script first if it is not by Tab. */
export declare function focusOn(element: HTMLElement | SVGElement): void;

/**
 * Holds Tab and Shift-Tab inside `dialog`, going round `stops`; a dialog with
 * nothing to focus takes the focus itself. False when the focus is outside it.
 */
export declare function holdTab(event: KeyboardEvent, dialog: HTMLElement | SVGElement, stops: (HTMLElement | SVGElement)[]): boolean;

/** What a `SceneStage` shows: a `FlowSession`, or anything that answers as one does. */
export interface StageSession {
  tick(): unknown;
  changes(): unknown;
  svg(): string;
  close(): void;
  send(event: never): unknown;
}

/** What a `SceneStage` does with the reader's input. */
export interface SceneStageOptions<S extends StageSession = FlowSession<MachineName>> {
  /** A tap on a part, or Return or Space on a focused button: the part's name and the session shown. */
  onPart?: (name: string, session: S) => void;
  /** Keys (`KeyboardEvent.key`) sent as the machine's `keyPressed` with the value given. */
  keys?: Record<string, string>;
  /** A text field on the part named: a character typed there sends `typed(character)`, Backspace `deletedBackward`. */
  textField?: { part?: string; typed?: (text: string) => unknown; deletedBackward?: unknown };
}

/** A machine's scene on a page: drawn every display frame (only what changed), its input, its dialog's focus. */
export declare class SceneStage<S extends StageSession = FlowSession<MachineName>> {
  /** A stage in `element` (a missing element, as `getElementById` gives for a wrong id, throws a TypeError). */
  constructor(element: Element | null, options?: SceneStageOptions<S>);
  /** The element the scene is drawn in. */
  readonly element: Element;
  /** The session shown, or null. */
  readonly session: S | null;
  /** Shows `session` from the next frame, closing the one shown before; `session` again. */
  show<T extends S>(session: T): T;
  /** Fires the timers due and brings the drawing up to date. */
  frame(): void;
  /** Where the focus was when a dialog came: it goes back there when the dialog goes. */
  readonly opener: HTMLElement | SVGElement | null;
  /** A new dialog's first focus: the part its scene names when that is a control, else the dialog itself. */
  firstFocus(dialog: Element): void;
  /** Moves the focus to the part named `name`. */
  focus(name: string | null | undefined): void;
}
