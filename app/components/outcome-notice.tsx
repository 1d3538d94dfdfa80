import type { ReactNode } from "react";

/**
 * The outcome of what the visitor just did (registered, asked for a reset
 * link…), kept on the page they land on: a toast leaves after 4 s, this stays
 * until they move on. Announced politely (role=status); an error is an alert.
 */
export function OutcomeNotice({
  tone,
  title,
  children,
}: {
  tone: "success" | "error";
  title: string;
  children?: ReactNode;
}) {
  const success = tone === "success";
  return (
    <div
      role={success ? "status" : "alert"}
      data-testid="outcome-notice"
      data-tone={tone}
      className={`rounded-xl border border-l-4 px-4 py-3 text-sm ${success ? "border-success/40 border-l-success bg-success/5" : "border-danger/40 border-l-danger bg-danger/5"}`}
    >
      <p className={`font-semibold ${success ? "text-ink" : "text-danger"}`}>{title}</p>
      {children ? <div className="mt-1.5 space-y-2 text-ink-soft">{children}</div> : null}
    </div>
  );
}
