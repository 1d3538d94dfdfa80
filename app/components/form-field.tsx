import { type FormMetadata, getFormProps } from "@conform-to/react";
import type { ComponentProps, ReactNode } from "react";
import { Form } from "react-router";
import { inputClassName } from "./input-class-name";
import { FormIntent } from "./submit-button";

// Every page's FAQ dialog (root.tsx) needs these two, not Conform: they live on their own, so the pages
// without a form (the TV slideshow) load neither this module nor Conform.
export { inputClassName } from "./input-class-name";
export { SubmitButton } from "./submit-button";

/**
 * Small form parts shared by the sign-in pages and the account pages. They
 * take Conform's field metadata (only the parts they need), so they also work
 * with any form that supplies an id, a name and errors.
 */
export type FieldLike = {
  id: string;
  name: string;
  errorId: string;
  descriptionId: string;
  key?: string | undefined;
  errors?: string[] | undefined;
  defaultValue?: string | undefined;
  defaultChecked?: boolean | undefined;
};

/**
 * What a field shows under it. Errors from a submission (server or Conform)
 * come first; a live check of the current value fills in until then.
 */
export function fieldMessages(
  field: Pick<FieldLike, "errors">,
  live?: { error?: string | null; success?: string | null },
) {
  const errors = field.errors?.length ? field.errors : live?.error ? [live.error] : [];
  return { errors, success: errors.length ? null : (live?.success ?? null) };
}

/** How an e-mail address is typed: the e-mail keyboard, no capitals, no spelling fixes (autoComplete is each form's). */
export const EMAIL_TYPING = { inputMode: "email", autoCapitalize: "none", spellCheck: false } as const;

type InputProps = Omit<ComponentProps<"input">, "id" | "name" | "type" | "defaultValue"> &
  Record<`data-${string}`, string>;

type TextFieldProps = {
  field: FieldLike;
  label: string;
  type?: "text" | "email" | "password";
  /** Extra text under the label, tied to the input with aria-describedby. */
  description?: ReactNode;
  live?: { error?: string | null; success?: string | null };
  /** Shown under the messages (e.g. the password rules); give it an id in `describedBy`. */
  children?: ReactNode;
  describedBy?: string;
  className?: string;
  inputProps?: InputProps;
};

export function TextField({
  field,
  label,
  type = "text",
  description,
  live,
  children,
  describedBy: extraDescribedBy,
  className,
  inputProps,
}: TextFieldProps) {
  const { errors, success } = fieldMessages(field, live);
  const describedBy = [
    description ? field.descriptionId : null,
    errors.length || success ? field.errorId : null,
    extraDescribedBy,
  ]
    .filter(Boolean)
    .join(" ");
  return (
    <div className={className}>
      <label htmlFor={field.id} className="block text-sm font-semibold text-ink">
        {label}
      </label>
      {description ? (
        <p id={field.descriptionId} className="mt-0.5 text-xs text-ink-soft">
          {description}
        </p>
      ) : null}
      <input
        key={field.key}
        id={field.id}
        name={field.name}
        type={type}
        defaultValue={field.defaultValue}
        aria-invalid={errors.length ? true : undefined}
        aria-describedby={describedBy || undefined}
        className={`mt-1.5 ${inputClassName}`}
        {...inputProps}
      />
      <FieldFeedback id={field.errorId} errors={errors} success={success} />
      {children}
    </div>
  );
}

/**
 * A label over one control (a select, a textarea) and its messages. The
 * control gets its id, name and error wiring from `controlProps`.
 */
export function FieldFrame({
  field,
  label,
  className,
  children,
}: {
  field: Pick<FieldLike, "id" | "errorId" | "errors">;
  label: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <div className={className}>
      <label htmlFor={field.id} className="block text-sm font-semibold text-ink">
        {label}
      </label>
      {children}
      <FieldFeedback id={field.errorId} errors={field.errors ?? []} />
    </div>
  );
}

/** The attributes tying a control to its label and error messages. */
export const controlProps = (field: Pick<FieldLike, "id" | "name" | "errorId" | "errors">) => ({
  id: field.id,
  name: field.name,
  "aria-invalid": field.errors?.length ? true : undefined,
  "aria-describedby": field.errors?.length ? field.errorId : undefined,
});

/** A checkbox's attributes: posts "on" when ticked (what the zod schemas read), tied to its label and errors. */
export const checkboxProps = (
  field: Pick<FieldLike, "id" | "name" | "errorId" | "errors">,
  defaultChecked: boolean | undefined,
) => ({ ...controlProps(field), type: "checkbox", value: "on", defaultChecked });

/**
 * The messages under a field; a live region, so typed-in feedback is announced. Each message once: two checks
 * of one field may fail with the same words (a code too long is also not of the code's form).
 */
export function FieldFeedback({ id, errors, success }: { id: string; errors: string[]; success?: string | null }) {
  return (
    <div id={id} aria-live="polite" className="text-sm">
      {errors.length
        ? [...new Set(errors)].map((error) => (
            <p key={error} className="mt-1.5 font-medium text-danger" data-feedback="error">
              {error}
            </p>
          ))
        : null}
      {!errors.length && success ? (
        <p className="mt-1.5 font-medium text-success" data-feedback="success">
          {success}
        </p>
      ) : null}
    </div>
  );
}

/** A checkbox with a 44 px tall tap area; `extra` sits under the label (e.g. a link, never inside the label). */
export function CheckboxField({
  field,
  label,
  extra,
  className,
  inputProps,
}: {
  field: FieldLike;
  label: ReactNode;
  extra?: ReactNode;
  className?: string;
  inputProps?: Omit<ComponentProps<"input">, "id" | "name" | "type">;
}) {
  const errors = field.errors ?? [];
  return (
    <div className={className}>
      <div className="flex min-h-11 flex-wrap items-center gap-x-1.5">
        <input
          key={field.key}
          {...checkboxProps(field, field.defaultChecked)}
          className="peer mr-1.5 size-5 shrink-0 accent-brand"
          {...inputProps}
        />
        <label htmlFor={field.id} className="py-2.5 text-sm text-ink">
          {label}
        </label>
        {extra ? <div className="basis-full pl-8 text-sm">{extra}</div> : null}
      </div>
      <FieldFeedback id={field.errorId} errors={errors} />
    </div>
  );
}

/** Errors about the whole submission (wrong password, API down), announced at once. */
export function FormAlert({ id, errors }: { id: string; errors: string[] | undefined }) {
  return (
    <div id={id} role="alert">
      {errors?.length ? (
        <div className="rounded-xl border border-danger/30 bg-danger/5 px-4 py-3 text-sm font-medium text-danger">
          {errors.map((error) => (
            <p key={error}>{error}</p>
          ))}
        </div>
      ) : null}
    </div>
  );
}

/** The page frame of the small account forms: a full-width card on a phone, a narrow one elsewhere. */
export function FormCard({
  title,
  intro,
  children,
  footer,
}: {
  title: string;
  intro?: ReactNode;
  children: ReactNode;
  footer?: ReactNode;
}) {
  return (
    <section className="mx-auto w-full max-w-md px-3 py-8 sm:px-6 sm:py-16">
      <div className="rounded-2xl border border-line bg-white p-5 shadow-sm sm:p-8">
        <h1 className="text-2xl font-bold tracking-tight">{title}</h1>
        {intro ? <p className="mt-1.5 text-sm text-ink-soft">{intro}</p> : null}
        <div className="mt-6">{children}</div>
      </div>
      {footer ? <div className="mt-6 space-y-2 text-center text-sm text-ink-soft">{footer}</div> : null}
    </section>
  );
}

/**
 * A Conform form that posts one of its page's intents (the action reads
 * `intent` to tell its forms apart), with the form-level errors on top.
 * `errors` replaces the form's own when a form shows more there.
 */
export function IntentForm<Schema extends Record<string, unknown>>({
  form,
  intent,
  errors = form.errors,
  className,
  children,
}: {
  form: FormMetadata<Schema>;
  intent: string;
  errors?: string[] | undefined;
  className?: string;
  children: ReactNode;
}) {
  return (
    <Form method="post" {...getFormProps(form)} className={className}>
      <input type="hidden" name="intent" value={intent} />
      <FormAlert id={form.errorId} errors={errors} />
      <FormIntent value={intent}>{children}</FormIntent>
    </Form>
  );
}
