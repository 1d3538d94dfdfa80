import { SUBJECT_LABELS, SUBJECTS, type Subject } from "@contract/consent";
import { FieldFeedback, type FieldLike } from "~/components/form-field";
import { STYLE_FIELD_LABELS } from "./style-form-schema";

const HINTS: Record<Subject, string> = {
  none: "Hair from behind, products, the shop: it shows wherever you choose",
  client: "It shows only where your client agrees: you ask them next, in the shop or by a link",
};

/** "Who is in it" (issue 35): no recognisable person, or a client, whose consent the style then needs. */
export function SubjectFieldset({ field }: { field: FieldLike & { initialValue?: unknown } }) {
  const picked = field.initialValue as string | undefined;
  const errors = field.errors ?? [];
  return (
    <fieldset className="card p-4 sm:p-6" aria-describedby={errors.length ? field.errorId : undefined}>
      <legend className="float-left w-full text-lg font-bold">{STYLE_FIELD_LABELS.subject}</legend>
      <div className="clear-both grid gap-2 pt-3 sm:grid-cols-2">
        {SUBJECTS.map((value) => (
          <label
            key={value}
            className="flex min-h-11 cursor-pointer items-start gap-3 rounded-xl border border-line px-4 py-3 has-checked:border-brand has-checked:bg-brand-soft has-focus-visible:outline-2 has-focus-visible:outline-brand"
          >
            <input
              key={field.key}
              id={value === SUBJECTS[0] ? field.id : undefined}
              type="radio"
              name={field.name}
              value={value}
              defaultChecked={picked === value}
              aria-invalid={errors.length ? true : undefined}
              className="mt-0.5 size-4 shrink-0 accent-brand"
            />
            <span>
              <span className="block font-semibold">{SUBJECT_LABELS[value]}</span>
              <span className="block text-xs text-ink-soft">{HINTS[value]}</span>
            </span>
          </label>
        ))}
      </div>
      <FieldFeedback id={field.errorId} errors={errors} />
    </fieldset>
  );
}
