import {
  MEDIA_PROBLEM_TYPES,
  PROBLEM_MESSAGE_MAX,
  type ScreenProblem,
  type ScreenProblemKind,
} from "@contract/player-problems";

/** The TV says at most this many problems per window: a player throwing in a loop must not flood its cable. */
export const PROBLEMS_PER_WINDOW = 3;
export const PROBLEM_WINDOW_MS = 10 * 60_000;
/** Problems waiting for the cable (offline, or before it connects): the oldest go first. */
const MAX_WAITING = PROBLEMS_PER_WINDOW;
/** How many distinct problems the page remembers having said (each is said once per page). */
const MAX_REMEMBERED = 50;

/**
 * A URL's query string and fragment can carry tokens, e-mail addresses or
 * search words: they go, the path stays (it names our file, nothing of the
 * viewer). Bare e-mail addresses go too.
 */
const URL_TAIL = /(\b[a-z][a-z0-9+.-]*:\/\/[^\s?#"'()<>]*|\/[^\s?#"'()<>]*)[?#][^\s"'()<>]*/gi;
const EMAIL = /[^\s@"'<>()]+@[^\s@"'<>()]+\.[a-z]{2,}/gi;

/** A problem's text as it may leave the TV: no query strings or e-mail addresses, on one line, cut short. */
export function cleanMessage(text: string): string {
  const clean = text.replace(URL_TAIL, "$1").replace(EMAIL, "[e-mail]").replace(/\s+/g, " ").trim();
  return (clean || "unknown").slice(0, PROBLEM_MESSAGE_MAX);
}

/** A URL as a problem may name it: its path, without origin, query or fragment. */
export const pathOf = (url: string) => url.replace(/^[a-z][a-z0-9+.-]*:\/\/[^/]+/i, "").replace(/[?#].*$/, "");

/** Where an error was thrown, as file:line only: never a stack. */
export function placeOf(filename: string | undefined, line: number | undefined): string {
  if (!filename) return "";
  return line ? `${pathOf(filename)}:${line}` : pathOf(filename);
}

/** What an uncaught error or an unhandled rejection says: the error's name and message, else the value, cut short. */
export function describeThrown(value: unknown): string {
  if (value instanceof Error) return `${value.name}: ${value.message}`;
  if (typeof value === "string") return value;
  return Object.prototype.toString.call(value);
}

/** A media problem's message: which kind of file failed, and its path (our /media, never a query). */
export const mediaProblem = (type: "video" | "image", src: string) =>
  `${type === "video" ? MEDIA_PROBLEM_TYPES[0] : MEDIA_PROBLEM_TYPES[1]} ${pathOf(src)}`;

/**
 * The problems a screen's player has to tell (issue 34 point 7), kept until
 * its cable takes them. Pure and clock-driven: at most PROBLEMS_PER_WINDOW
 * per PROBLEM_WINDOW_MS, the same one (kind and message) once per page, so
 * a broken video on every turn is one report, not one a slide.
 */
export class ScreenProblems {
  private waiting: ScreenProblem[] = [];
  private said = new Set<string>();
  private windowStart = 0;
  private inWindow = 0;
  private listeners = new Set<() => void>();

  /** Notes a problem; false when it is dropped (said already, or too many in this window). */
  note(kind: ScreenProblemKind, text: string, at: number): boolean {
    const message = cleanMessage(text);
    const signature = `${kind}\t${message}`;
    if (this.said.has(signature)) return false;
    if (at - this.windowStart >= PROBLEM_WINDOW_MS) {
      this.windowStart = at;
      this.inWindow = 0;
    }
    if (this.inWindow >= PROBLEMS_PER_WINDOW) return false;
    this.inWindow += 1;
    if (this.said.size >= MAX_REMEMBERED) this.said.clear();
    this.said.add(signature);
    this.waiting.push({ action: "problem", kind, message, at });
    if (this.waiting.length > MAX_WAITING) this.waiting.shift();
    for (const listener of this.listeners) listener();
    return true;
  }

  /** The problems not yet told (then forgotten). */
  take(): ScreenProblem[] {
    return this.waiting.splice(0);
  }

  /** Calls `listener` after each problem noted; returns how to stop. */
  onProblem(listener: () => void) {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }
}

/**
 * Listens for what nothing else caught on the page: an error (with its
 * file:line) and a rejected promise. Returns how to stop.
 */
export function watchUncaught(target: EventTarget, problems: ScreenProblems) {
  const error = (event: Partial<ErrorEvent>) => {
    // A resource's load error (an <img>'s) bubbles here without an error object: the slides report those themselves.
    if (!event.message && !event.error) return;
    const place = placeOf(event.filename, event.lineno);
    problems.note("error", `${describeThrown(event.error ?? event.message)}${place ? ` at ${place}` : ""}`, Date.now());
  };
  const rejection = (event: Partial<PromiseRejectionEvent>) =>
    problems.note("rejection", describeThrown(event.reason), Date.now());
  // Typed as the events they are; EventTarget's own listener type knows only Event.
  const listeners: [string, EventListener][] = [
    ["error", error as EventListener],
    ["unhandledrejection", rejection as EventListener],
  ];
  for (const [type, listener] of listeners) target.addEventListener(type, listener);
  return () => {
    for (const [type, listener] of listeners) target.removeEventListener(type, listener);
  };
}
