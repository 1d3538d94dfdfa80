import type { ToastType } from "@contract/messages";
import { createContext, useCallback, useContext, useEffect, useLayoutEffect, useMemo, useRef, useState } from "react";

export type ToastInput = { message: string; type: ToastType; description?: string };
type ShownToast = ToastInput & { key: number };

const ToastContext = createContext<{
  toasts: ShownToast[];
  show: (toast: ToastInput) => void;
  dismiss: (key: number) => void;
}>({
  toasts: [],
  show: () => {},
  dismiss: () => {},
});

let nextKey = 1;

/**
 * Holds the toasts on screen: the flash toast the server rendered with the page
 * (so it shows without JavaScript) plus any a client island raises.
 */
export function ToastProvider({
  serverToast,
  children,
}: {
  serverToast: ToastInput | null;
  children: React.ReactNode;
}) {
  const [toasts, setToasts] = useState<ShownToast[]>(() => (serverToast ? [{ ...serverToast, key: 0 }] : []));

  // A new flash toast arrives with each loader run that consumed one; the first came with the page.
  const seen = useRef(serverToast);
  useEffect(() => {
    if (!serverToast || serverToast === seen.current) return;
    seen.current = serverToast;
    setToasts((current) => [...current, { ...serverToast, key: nextKey++ }]);
  }, [serverToast]);

  const show = useCallback(
    (toast: ToastInput) => setToasts((current) => [...current, { ...toast, key: nextKey++ }]),
    [],
  );
  const dismiss = useCallback(
    (key: number) => setToasts((current) => current.filter((toast) => toast.key !== key)),
    [],
  );
  const value = useMemo(() => ({ toasts, show, dismiss }), [toasts, show, dismiss]);
  return <ToastContext.Provider value={value}>{children}</ToastContext.Provider>;
}

export const useToast = () => useContext(ToastContext).show;

const STYLES: Record<ToastType, string> = {
  success: "bg-success text-white",
  error: "bg-danger text-white",
  warning: "bg-warning text-white",
  info: "bg-info text-white",
};

/** What a person presses to make something happen: the control a toast then answers. */
const CONTROL = "button, a[href], input, select, textarea, label, summary, [role=button]";
/** Room between a toast and the control it keeps clear of. */
const GAP = 8;

/**
 * Spec §8: bottom centre, 4 seconds, styled by status; never over the
 * control that caused it (issue 26). Without JavaScript: the stack sits above
 * a bar of actions pinned to the bottom of a phone's screen
 * (`data-pinned-actions`, the profile's Save changes), by CSS alone. With
 * JavaScript: when a new toast would cover the control last pressed, the
 * stack moves just above it (or below it, when there is no room above).
 */
export function Toaster() {
  const { toasts, dismiss } = useContext(ToastContext);
  const region = useRef<HTMLDivElement>(null);
  const pressed = useLastPressedControl();

  useLayoutEffect(() => {
    const stack = region.current;
    if (!stack || toasts.length === 0) return;
    stack.style.removeProperty("top");
    stack.style.removeProperty("bottom");
    const control = pressed.current;
    if (!control) return;
    // A page that answered with a new page (the same form, rendered again) has a new control in the old one's place.
    const rect = control.element.isConnected ? control.element.getBoundingClientRect() : control.rect;
    const place = placeClearOf(rect, stack, window.innerHeight);
    if (place) stack.style.setProperty(place.side, `${place.px}px`);
    if (place?.side === "top") stack.style.setProperty("bottom", "auto");
  }, [toasts, pressed]);

  return (
    <div
      ref={region}
      aria-live="polite"
      data-toaster=""
      className="pointer-events-none fixed inset-x-0 bottom-4 z-50 flex flex-col items-center gap-2 px-4 max-sm:in-[body:has([data-pinned-actions])]:bottom-24"
    >
      {toasts.map((toast) => (
        <div
          key={toast.key}
          role={toast.type === "error" ? "alert" : "status"}
          data-toast-type={toast.type}
          onAnimationEnd={(event) => {
            // The inner fade-in ends too, and its event bubbles here: only the toast's own life ends it.
            if (event.target === event.currentTarget) dismiss(toast.key);
          }}
          className="toast-life pointer-events-auto w-full max-w-md"
        >
          <div className={`toast-enter rounded-xl px-4 py-3 text-sm font-medium shadow-lg ${STYLES[toast.type]}`}>
            <p>{toast.message}</p>
            {toast.description ? <p className="mt-1 text-xs opacity-90">{toast.description}</p> : null}
          </div>
        </div>
      ))}
    </div>
  );
}

/** The control the person pressed last (pointer or keyboard), for the toaster to keep clear of. */
function useLastPressedControl() {
  const pressed = useRef<{ element: Element; rect: DOMRect } | null>(null);
  useEffect(() => {
    const remember = (event: Event) => {
      // Of the keys, only those that press a control: not every character typed into a field.
      if (event instanceof KeyboardEvent && event.key !== "Enter" && event.key !== " ") return;
      const element = event.target instanceof Element ? event.target.closest(CONTROL) : null;
      if (element) pressed.current = { element, rect: element.getBoundingClientRect() };
    };
    document.addEventListener("pointerdown", remember, true);
    document.addEventListener("keydown", remember, true);
    return () => {
      document.removeEventListener("pointerdown", remember, true);
      document.removeEventListener("keydown", remember, true);
    };
  }, []);
  return pressed;
}

/**
 * Where the toast stack goes so that it does not cover `control`: null where
 * it already does not (its own place), else just above the control, or just
 * below it when the stack would not fit above. Measured with the stack in its
 * own place; only its toasts count, not the empty width around them.
 */
export function placeClearOf(
  control: DOMRect,
  stack: HTMLElement,
  viewportHeight: number,
): { side: "top" | "bottom"; px: number } | null {
  const toasts = [...stack.children].map((toast) => toast.getBoundingClientRect());
  if (toasts.length === 0 || control.width === 0 || control.height === 0) return null;
  const box = {
    top: Math.min(...toasts.map((rect) => rect.top)),
    bottom: Math.max(...toasts.map((rect) => rect.bottom)),
    left: Math.min(...toasts.map((rect) => rect.left)),
    right: Math.max(...toasts.map((rect) => rect.right)),
  };
  const overlaps =
    box.left < control.right + GAP &&
    control.left - GAP < box.right &&
    box.top < control.bottom + GAP &&
    control.top - GAP < box.bottom;
  if (!overlaps) return null;
  const height = box.bottom - box.top;
  if (control.top - GAP - height >= GAP) return { side: "bottom", px: viewportHeight - control.top + GAP };
  return { side: "top", px: control.bottom + GAP };
}
