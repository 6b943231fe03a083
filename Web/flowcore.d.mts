// The types of flowcore.mjs. Each machine's own (its configuration, state,
// events and effects) are generated from its spec schema: types/NAME.d.ts.
import type { Machines } from "./types/index.js";

export type { Machines };

/** A machine's spec name, such as "alert". */
export type MachineName = keyof Machines;

/** What `loadFlowCore` reads a module from. */
export type ModuleSource = string | URL | Response | ArrayBuffer | ArrayBufferView | WebAssembly.Module;

/** Loads a FlowCore module: from a URL (fetched; a `file:` URL is read from disk under Node), a `Response`, its bytes, or a compiled module. */
export declare function loadFlowCore(source: ModuleSource | Promise<ModuleSource>): Promise<FlowCore>;

/** A timer that went off: when, which event, and the effects it produced. */
export interface Firing<M extends MachineName> {
  at: number;
  event: Machines[M]["Event"];
  effects: Machines[M]["Effect"][];
}

/** A timer still to go off. */
export interface PendingTimer<M extends MachineName> {
  at: number;
  event: Machines[M]["Event"];
}

/** What changed in a scene since the last call: the whole picture, the parts to replace, or nothing (`{}`). */
export interface SceneChanges {
  svg?: string;
  parts?: { index: number; svg: string }[];
  /** From when the scene stays as drawn until the next event or timer; null while an animation repeats. */
  quietFrom?: number | null;
}

/** How a session runs. */
export interface SessionOptions<M extends MachineName> {
  /** The title of the spec the session saves as. */
  title?: string;
  /** Scenes drawn as Increase Contrast draws them. */
  increasedContrast?: boolean;
  /** Seconds, never going back: the host's monotonic time from the session's start by default. */
  clock?: () => number;
  /** Called for every event sent and every timer fired, with its effects. */
  onEffects?: (effects: Machines[M]["Effect"][], cause: Machines[M]["Event"]) => void;
}

/** A loaded module: its machines and its sessions. */
export declare class FlowCore {
  /** The machines this module runs, in its list's order. */
  readonly machines: MachineName[];
  /** How many calls the module has answered. */
  readonly calls: number;
  /** A new session of `machine` with its configuration. */
  createSession<M extends MachineName>(machine: M, config?: Machines[M]["Config"], options?: SessionOptions<M>): FlowSession<M>;
  /** How many sessions are open in the module (at most 256). */
  readonly openSessions: number;
  /** Answers a request in the bridge's vocabulary; a refused one throws. */
  call(request: object): any;
  /** `call` with the request already written as JSON text. */
  callText(text: string): any;
  /** Session `session`'s scene at `at` seconds, as SVG text. */
  render(session: number, at: number): string;
}

/** One machine running in the module. */
export declare class FlowSession<M extends MachineName> {
  /** The session's number in the module. */
  readonly id: number;
  /** The machine's spec name. */
  readonly machine: M;
  /** The configuration it was made with. */
  readonly config: Machines[M]["Config"];
  /** The latest time the clock gave, in seconds. */
  readonly clock: number;
  /** When the next timer is due, or null. */
  readonly nextTimer: number | null;
  /** The session's time now, to the millisecond, never going back. */
  now(): number;
  /** Sends `event` now, first firing the timers due; the event's effects. */
  send(event: Machines[M]["Event"]): Machines[M]["Effect"][];
  /** Fires the timers due now. */
  advance(): Firing<M>[];
  /** `advance` only when a timer is due (no module call otherwise). */
  tick(): Firing<M>[];
  /** The machine's state. */
  state(): Machines[M]["State"];
  /** The timers still to fire, in the order they go off. */
  pending(): PendingTimer<M>[];
  /** The scene now, as SVG text (its accessibility included as ARIA). */
  svg(): string;
  /** What changed in the scene since the last call. */
  changes(): SceneChanges;
  /** The session as a spec's text, which `flow check --canonical` passes as it is. */
  specText(): string;
  /** The session as a spec. */
  spec(): Machines[M]["Spec"];
  /** Ends the session in the module. */
  close(): void;
}

/** The text of an effect that asks for something to be announced, at any depth, or null. */
export declare function announcement(effect: unknown): string | null;
