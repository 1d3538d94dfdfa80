import type { FieldMetadata } from "@conform-to/react";
import { OPENING_HOURS_LABEL, type OpeningHours, type openingHoursField } from "@contract/opening-hours";
import { WEEKDAY_NAMES, WEEKDAYS, type Weekday } from "@contract/shop-clock";
import type { ReactNode } from "react";
import { useHydrated } from "remix-utils/use-hydrated";
import type { z } from "zod";
import type { ErrorSummaryItem } from "~/components/error-summary";
import { checkboxProps, controlProps, FieldFeedback, inputClassName } from "~/components/form-field";

type HoursInput = z.input<typeof openingHoursField>;
type HoursField = FieldMetadata<HoursInput, Record<string, unknown>, string[]>;

/** The saved week as the form's fields hold it: a Closed box and two pairs of times per day ("on" ticks a box). */
export function openingHoursFormValue(hours: OpeningHours | null) {
  if (!hours) return {};
  return Object.fromEntries(
    WEEKDAYS.map((day) => {
      const [first, second] = hours[day] ?? [];
      if (!first) return [day, { closed: "on" }];
      return [day, { from: first.from, to: first.to, ...(second ? { from2: second.from, to2: second.to } : {}) }];
    }),
  );
}

/** The section's problems for the page's error summary, day by day in the week's order. */
export function openingHoursProblems(field: HoursField): ErrorSummaryItem[] {
  const items: ErrorSummaryItem[] = (field.errors ?? []).map((message) => ({ message, fieldId: field.id }));
  const days = field.getFieldset();
  for (const day of WEEKDAYS) {
    const parts = days[day].getFieldset();
    for (const part of [days[day], parts.from, parts.to, parts.from2, parts.to2]) {
      for (const message of part.errors ?? [])
        items.push({ message, fieldId: part === days[day] ? parts.from.id : part.id });
    }
  }
  return items;
}

/**
 * Opening hours on the profile form (issue 23, issue 25, issue 34): per day
 * Closed, or an opening and a closing time, and a second pair after a break
 * (left empty without one), under the shop's time zone (`children`). Plain
 * time inputs and checkboxes, so it
 * works without JavaScript; with it, a ticked Closed greys out that day's
 * times, and Conform checks each day as it is left.
 */
export function OpeningHoursFieldset({ field, children }: { field: HoursField; children?: ReactNode }) {
  const days = field.getFieldset();
  const introId = `${field.id}-intro`;
  return (
    <fieldset className="card lg:col-span-2" aria-describedby={introId}>
      <legend className="float-left w-full text-lg font-bold">{OPENING_HOURS_LABEL}</legend>
      <p id={introId} className="clear-both pt-1 text-sm text-ink-soft">
        An opening and a closing time a day, and a second pair if you close for a break, in your shop&apos;s time zone;
        a day closes before midnight. Leave every day empty to keep your hours to yourself. We also mail you about a
        screen that has gone dark only while you are open.
      </p>
      {children}
      <FieldFeedback id={field.errorId} errors={field.errors ?? []} />
      <div className="mt-4 divide-y divide-line">
        {WEEKDAYS.map((day) => (
          <DayRow key={day} day={day} field={days[day]} />
        ))}
      </div>
    </fieldset>
  );
}

function DayRow({ day, field }: { day: Weekday; field: ReturnType<HoursField["getFieldset"]>[Weekday] }) {
  const { closed, from, to, from2, to2 } = field.getFieldset();
  // Only once JavaScript runs: without it a greyed-out time could not come back when Closed is unticked.
  const isClosed = useHydrated() && closed.value === "on";
  const name = WEEKDAY_NAMES[day];
  const errors = [field, from, to, from2, to2].flatMap((part) => part.errors ?? []);
  const errorId = `${field.id}-errors`;
  return (
    <fieldset
      aria-label={name}
      data-testid={`hours-${day}`}
      className="grid grid-cols-2 items-center gap-x-3 gap-y-2 py-3 sm:grid-cols-[8rem_7rem_minmax(0,11rem)_minmax(0,11rem)]"
    >
      <span className="font-semibold text-ink">{name}</span>
      <label className="flex min-h-11 items-center gap-2 justify-self-end text-sm text-ink sm:justify-self-start">
        <input
          key={closed.key}
          {...checkboxProps(closed, closed.initialValue === "on")}
          className="size-5 shrink-0 accent-brand"
        />
        Closed
      </label>
      <TimeInput label="Opens" field={from} disabled={isClosed} errorId={errors.length ? errorId : undefined} />
      <TimeInput label="Closes" field={to} disabled={isClosed} errorId={errors.length ? errorId : undefined} />
      <TimeInput
        label="Opens after a break"
        field={from2}
        disabled={isClosed}
        errorId={errors.length ? errorId : undefined}
        className="sm:col-start-3"
      />
      <TimeInput label="Closes again" field={to2} disabled={isClosed} errorId={errors.length ? errorId : undefined} />
      <div className="col-span-2 sm:col-span-4 sm:col-start-1 empty:hidden">
        <FieldFeedback id={errorId} errors={errors} />
      </div>
    </fieldset>
  );
}

function TimeInput({
  label,
  field,
  disabled,
  errorId,
  className = "",
}: {
  label: string;
  className?: string;
  field: FieldMetadata<string | null | undefined, Record<string, unknown>, string[]>;
  disabled: boolean;
  errorId: string | undefined;
}) {
  return (
    <div className={className}>
      <label htmlFor={field.id} className="block text-xs font-semibold text-ink-soft">
        {label}
      </label>
      <input
        key={field.key}
        {...controlProps(field)}
        aria-describedby={errorId}
        type="time"
        step={60}
        defaultValue={field.initialValue ?? ""}
        // A closed day's times are greyed out, not cleared: untick Closed and they are back.
        disabled={disabled}
        className={`mt-1 ${inputClassName} disabled:opacity-40`}
      />
    </div>
  );
}
