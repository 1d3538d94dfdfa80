import { type RefObject, useEffect } from "react";

/** What a TV remote can land on: the page's controls, in reading order. */
const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

const MOVES: Record<string, -1 | 1> = { ArrowUp: -1, ArrowLeft: -1, ArrowDown: 1, ArrowRight: 1 };

/**
 * A TV remote's arrows move focus between the controls inside `root`, in
 * reading order (up and left back, down and right on); Enter then does what
 * it does on any control (presses a button, follows a link, sends a form).
 * Inside a text field, left and right move the caret until it reaches the
 * field's edge, so typed text can still be mended. The first arrow press
 * with nothing focused lands on the first control.
 */
export function useRemoteFocus(root: RefObject<HTMLElement | null>) {
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      const step = MOVES[event.key];
      const container = root.current;
      if (!step || !container || event.altKey || event.ctrlKey || event.metaKey || event.shiftKey) return;
      const controls = [...container.querySelectorAll<HTMLElement>(FOCUSABLE)].filter(
        (element) => element.getClientRects().length > 0,
      );
      if (controls.length === 0) return;
      const active = document.activeElement;
      const index = active instanceof HTMLElement ? controls.indexOf(active) : -1;
      if (index >= 0 && isHorizontal(event.key) && caretMoves(active, step)) return;
      const next = index < 0 ? controls[0] : controls[Math.min(controls.length - 1, Math.max(0, index + step))];
      event.preventDefault();
      next?.focus();
    };
    document.addEventListener("keydown", onKeyDown);
    return () => document.removeEventListener("keydown", onKeyDown);
  }, [root]);
}

const isHorizontal = (key: string) => key === "ArrowLeft" || key === "ArrowRight";

/** Whether left or right would move the caret inside a text field rather than leave it. */
function caretMoves(element: Element | null, step: -1 | 1): boolean {
  if (!(element instanceof HTMLInputElement || element instanceof HTMLTextAreaElement)) return false;
  if (element.value === "") return false;
  let start: number | null;
  let end: number | null;
  try {
    ({ selectionStart: start, selectionEnd: end } = element);
  } catch {
    // e-mail fields expose no caret: with text in them, the arrows stay with the text.
    return true;
  }
  if (start === null || end === null) return true;
  return step < 0 ? end > 0 || start > 0 : start < element.value.length;
}
