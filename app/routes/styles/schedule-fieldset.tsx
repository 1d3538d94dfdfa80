import { WEEKDAY_NAMES, WEEKDAY_SHORT, WEEKDAYS } from "@contract/shop-clock";
import { controlProps, FieldFeedback, FieldFrame, type FieldLike, inputClassName } from "~/components/form-field";
import { SCHEDULE_CHOICES, STYLE_FIELD_LABELS } from "./style-form-schema";

type Field = FieldLike & { initialValue?: unknown };

const CHOICES: Record<(typeof SCHEDULE_CHOICES)[number], { label: string; hint: string }> = {
  always: { label: "Always", hint: "Whenever the slideshow plays" },
  chosen: { label: "Only at chosen times", hint: "Dates, weekdays, hours of the day" },
};

const OVERNIGHT_HINT =
  "An end before the start runs past midnight into the next day: 20:00–02:00 on Saturdays plays until Sunday 02:00.";

/**
 * "Schedule on screens" (issue 34 point 1): always, or from and until a date,
 * on chosen weekdays, within daily hours, on the shop's clock. The choices
 * stay hidden by CSS alone while "Always" is picked, so the form is as
 * short on a phone, and works the same, without JavaScript.
 */
export function ScheduleFieldset({
  fields,
  status,
}: {
  fields: {
    choice: Field;
    from: Field;
    until: Field;
    days: Field;
    windowFrom: Field;
    windowTo: Field;
  };
  /** What the saved style does now, e.g. "Sat, Sun · Not on screens now · next: Sat". */
  status: React.ReactNode;
}) {
  const { choice, days } = fields;
  const picked = (choice.initialValue as string | undefined) ?? "always";
  const ticked = [fields.days.initialValue].flat();
  const daysHintId = `${days.id}-hint`;
  const windowHintId = `${fields.windowFrom.id}-hint`;
  return (
    <fieldset className="group/schedule card p-4 sm:p-6">
      <legend className="float-left w-full text-lg font-bold">Schedule on screens</legend>
      <div className="clear-both pt-1 text-sm text-ink-soft">
        {status ?? "When it plays in your slideshow, on your shop's clock."}
      </div>
      <div className="mt-3 grid gap-2 sm:grid-cols-2">
        {SCHEDULE_CHOICES.map((value) => (
          <label
            key={value}
            className="flex min-h-11 cursor-pointer items-start gap-3 rounded-xl border border-line px-4 py-3 has-checked:border-brand has-checked:bg-brand-soft has-focus-visible:outline-2 has-focus-visible:outline-brand"
          >
            <input
              key={choice.key}
              type="radio"
              name={choice.name}
              value={value}
              defaultChecked={picked === value}
              className="mt-0.5 size-4 shrink-0 accent-brand"
            />
            <span>
              <span className="block font-semibold">{CHOICES[value].label}</span>
              <span className="block text-xs text-ink-soft">{CHOICES[value].hint}</span>
            </span>
          </label>
        ))}
      </div>

      <div className="mt-4 space-y-4 group-has-[input[value=always]:checked]/schedule:hidden">
        <div className="grid grid-cols-2 gap-3">
          <DateOrTime field={fields.from} type="date" label={STYLE_FIELD_LABELS.schedule_from} />
          <DateOrTime field={fields.until} type="date" label={STYLE_FIELD_LABELS.schedule_until} />
        </div>

        <fieldset aria-describedby={[daysHintId, days.errors?.length ? days.errorId : null].filter(Boolean).join(" ")}>
          <legend className="text-sm font-semibold text-ink">{STYLE_FIELD_LABELS.schedule_days}</legend>
          <p id={daysHintId} className="mt-0.5 text-xs text-ink-soft">
            None ticked: every day.
          </p>
          <div className="mt-1.5 flex flex-wrap gap-2">
            {WEEKDAYS.map((day, index) => (
              <label
                key={day}
                className="flex min-h-11 cursor-pointer items-center gap-2 rounded-xl border border-line px-3 text-sm has-checked:border-brand has-checked:bg-brand-soft has-focus-visible:outline-2 has-focus-visible:outline-brand"
              >
                <input
                  key={days.key}
                  // The first box carries the field's id: an error summary's link lands on the group.
                  id={index === 0 ? days.id : `${days.id}-${day}`}
                  type="checkbox"
                  name={days.name}
                  value={day}
                  defaultChecked={ticked.includes(day)}
                  aria-invalid={days.errors?.length ? true : undefined}
                  className="size-4 accent-brand"
                />
                <span aria-hidden="true">{WEEKDAY_SHORT[day]}</span>
                <span className="sr-only">{WEEKDAY_NAMES[day]}</span>
              </label>
            ))}
          </div>
          <FieldFeedback id={days.errorId} errors={days.errors ?? []} />
        </fieldset>

        <div>
          <div className="grid grid-cols-2 gap-3">
            <DateOrTime
              field={fields.windowFrom}
              type="time"
              label={STYLE_FIELD_LABELS.schedule_window_from}
              describedBy={windowHintId}
            />
            <DateOrTime
              field={fields.windowTo}
              type="time"
              label={STYLE_FIELD_LABELS.schedule_window_to}
              describedBy={windowHintId}
            />
          </div>
          <p id={windowHintId} className="mt-1.5 text-xs text-ink-soft">
            Leave both empty for all day. {OVERNIGHT_HINT}
          </p>
        </div>
      </div>
    </fieldset>
  );
}

function DateOrTime({
  field,
  type,
  label,
  describedBy,
}: {
  field: Field;
  type: "date" | "time";
  label: string;
  describedBy?: string;
}) {
  const control = controlProps(field);
  return (
    <FieldFrame field={field} label={label} className="min-w-0">
      <input
        key={field.key}
        {...control}
        type={type}
        defaultValue={typeof field.initialValue === "string" ? field.initialValue : ""}
        aria-describedby={[describedBy, control["aria-describedby"]].filter(Boolean).join(" ") || undefined}
        className={`mt-1.5 ${inputClassName}`}
      />
    </FieldFrame>
  );
}
