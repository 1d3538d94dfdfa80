import { SHOW_NOW_TEXTS } from "@contract/show-now";
import { useId } from "react";
import { Form } from "react-router";
import { FieldFeedback } from "~/components/form-field";
import { inputClassName } from "~/components/input-class-name";
import type { loadShowSchedule } from "./show-schedule.server";

type ShowSchedule = Awaited<ReturnType<typeof loadShowSchedule>>;

/**
 * What the shop's screens show now, and at a day and time the owner picks
 * (issue 34 point 5): a GET form, so the preview works without JavaScript
 * and its address can be kept. The screens decide the same way on their own.
 */
export function ShowSchedulePanel({ schedule }: { schedule: ShowSchedule }) {
  const id = useId();
  const { preview } = schedule;
  const errorId = `${id}-error`;
  return (
    <section aria-labelledby={id} className="space-y-4">
      <div>
        <h2 id={id} className="text-lg font-bold">
          {SHOW_NOW_TEXTS.title}
        </h2>
        {schedule.summary ? (
          <p className="mt-1 text-sm font-semibold" data-testid="show-now">
            {schedule.summary}
          </p>
        ) : null}
      </div>
      <div className="card space-y-4">
        <Form method="get" className="space-y-3" aria-describedby={`${id}-hint`}>
          <div>
            <h3 className="text-base font-semibold">{SHOW_NOW_TEXTS.previewTitle}</h3>
            <p id={`${id}-hint`} className="text-xs text-ink-soft">
              {SHOW_NOW_TEXTS.previewHint} ({schedule.timeZone})
            </p>
          </div>
          <div className="flex flex-wrap items-end gap-3">
            <label className="min-w-36 flex-1 text-sm font-semibold">
              {SHOW_NOW_TEXTS.previewDate}
              <input
                type="date"
                name="preview_date"
                defaultValue={preview.date}
                required
                aria-invalid={preview.error ? true : undefined}
                aria-describedby={preview.error ? errorId : undefined}
                className={`mt-1 ${inputClassName}`}
              />
            </label>
            <label className="min-w-28 flex-1 text-sm font-semibold">
              {SHOW_NOW_TEXTS.previewTime}
              <input
                type="time"
                name="preview_time"
                defaultValue={preview.time}
                required
                aria-invalid={preview.error ? true : undefined}
                aria-describedby={preview.error ? errorId : undefined}
                className={`mt-1 ${inputClassName}`}
              />
            </label>
            <button type="submit" className="btn-secondary min-h-11">
              {SHOW_NOW_TEXTS.previewSubmit}
            </button>
          </div>
          <FieldFeedback id={errorId} errors={preview.error ? [preview.error] : []} />
        </Form>
        <div data-testid="show-preview" aria-live="polite">
          <p className="text-sm">
            <span className="font-semibold">{SHOW_NOW_TEXTS.previewAt(preview.when)}:</span> {preview.line}
          </p>
          {preview.slides.length > 0 ? (
            <ol className="mt-3 flex flex-wrap gap-2" aria-label={preview.line}>
              {preview.slides.map((slide) => (
                <li key={slide.key} className="w-20 shrink-0 text-center text-xs">
                  {slide.still ? (
                    <img src={slide.still} alt="" className="aspect-square w-20 rounded-lg object-cover" />
                  ) : (
                    <span className="grid aspect-square w-20 place-items-center rounded-lg bg-line font-semibold">
                      {slide.title}
                    </span>
                  )}
                  <span className="mt-1 block truncate">{slide.title}</span>
                </li>
              ))}
            </ol>
          ) : null}
        </div>
      </div>
    </section>
  );
}
