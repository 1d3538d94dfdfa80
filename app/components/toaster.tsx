import type { ToastType } from "@contract/messages";
import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState } from "react";

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

/** Spec §8: bottom centre, 4 seconds, styled by status. */
export function Toaster() {
  const { toasts, dismiss } = useContext(ToastContext);
  return (
    <div
      aria-live="polite"
      className="pointer-events-none fixed inset-x-0 bottom-4 z-50 flex flex-col items-center gap-2 px-4"
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
