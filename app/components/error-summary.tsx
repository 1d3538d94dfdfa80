import type { MouseEvent } from "react";
import { useHydrated } from "remix-utils/use-hydrated";
import type { FieldLike } from "./form-field";

/** One problem of a submission: a field's error (linked to the field) or one about the whole form. */
export type ErrorSummaryItem = { message: string; fieldId?: string };

/**
 * The problems of a submitted form, at the top of the page, each linking to
 * its field (after the GOV.UK error summary). A long form posted without
 * JavaScript comes back scrolled to the top, where its errors would otherwise
 * sit below the fold: this says what went wrong and leads to each field. It is
 * focused on load (the `autofocus` of the server HTML) and announced
 * (role=alert); with JavaScript a link also moves the focus into its field.
 */
export function ErrorSummary({
  items,
  title = "Please correct the following",
  id,
}: {
  items: ErrorSummaryItem[];
  title?: string;
  id?: string;
}) {
  const hydrated = useHydrated();
  if (items.length === 0) return null;
  const titleId = `${id ?? "error-summary"}-title`;
  return (
    <div
      id={id}
      role="alert"
      aria-labelledby={titleId}
      tabIndex={-1}
      // Only in the server's HTML (a page posted without JavaScript comes back scrolled to the top): once
      // React runs, the form moves the focus to its first wrong field itself.
      // biome-ignore lint/a11y/noAutofocus: the focus goes where the page says what went wrong, as GOV.UK does
      autoFocus={!hydrated}
      data-testid="error-summary"
      className="scroll-mt-24 rounded-2xl border-2 border-danger bg-white p-5 focus:outline-3 focus:outline-offset-2 focus:outline-danger/40"
    >
      <h2 id={titleId} className="text-base font-bold text-danger">
        {title}
      </h2>
      <ul className="mt-1 text-sm">
        {items.map((item) => (
          <li key={`${item.fieldId ?? ""}:${item.message}`}>
            {item.fieldId ? (
              <a
                href={`#${item.fieldId}`}
                onClick={(event) => focusField(event, item.fieldId as string)}
                className="inline-flex min-h-11 items-center py-1 font-semibold text-danger underline underline-offset-2"
              >
                {item.message}
              </a>
            ) : (
              <p className="py-2.5 font-semibold text-danger">{item.message}</p>
            )}
          </li>
        ))}
      </ul>
    </div>
  );
}

/** A jump to `#id` scrolls but leaves the focus behind: put it in the field, as a click on its label would. */
function focusField(event: MouseEvent<HTMLAnchorElement>, fieldId: string) {
  const field = document.getElementById(fieldId);
  if (!(field instanceof HTMLElement)) return;
  event.preventDefault();
  // Scrolled to with the field's scroll margin (inputClassName), so its label clears the sticky header.
  field.focus();
}

/**
 * The summary's items from Conform: the form's own errors first, then each
 * field's, in the order given (the form's order). A field message that does
 * not name its field ("Enter a valid web address") gets the label in front.
 */
export function errorSummaryItems(
  formErrors: string[] | undefined,
  fields: { field: Pick<FieldLike, "id" | "errors">; label: string }[],
): ErrorSummaryItem[] {
  const items: ErrorSummaryItem[] = (formErrors ?? []).map((message) => ({ message }));
  for (const { field, label } of fields) {
    for (const error of new Set(field.errors ?? [])) {
      const named = error.toLowerCase().includes(label.toLowerCase());
      items.push({ fieldId: field.id, message: named ? error : `${label}: ${error}` });
    }
  }
  return items;
}
