import { getFormProps } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { DEVICE_ORIENTATIONS, SLIDESHOW_SETTINGS } from "@contract/account";
import { slideshowSettingsSchema } from "@contract/account-schemas";
import { AFTER_HOURS, type AfterHours } from "@contract/after-hours";
import { putSlideshowSettings } from "@contract/endpoints/account";
import { getMe } from "@contract/endpoints/session";
import { ACCOUNT_MESSAGES } from "@contract/messages";
import { wantsWeeklySummary } from "@contract/weekly-summary";
import { data, Form, Link } from "react-router";
import { checkboxProps, FieldFeedback, type FieldLike, FormAlert, SubmitButton } from "~/components/form-field";
import { FreePlanAdsNotice } from "~/components/free-plan-ads-notice";
import { accountOwner } from "~/lib/account-owner.server";
import { api } from "~/lib/api-client.server";
import { errorFromApiFailure } from "~/lib/api-failure.server";
import { readForm } from "~/lib/forms/read-form.server";
import { replyFromApiFailure } from "~/lib/forms/reply-from-api-failure.server";
import { useZodForm } from "~/lib/forms/use-zod-form";
import { toasts } from "~/lib/toast.server";
import type { Route } from "./+types/settings";
import { AddScreen } from "./add-screen";
import { useAccount } from "./use-account";
import { WeeklySummarySwitch } from "./weekly-summary-switch";

const ORIENTATIONS: Record<(typeof DEVICE_ORIENTATIONS)[number], { label: string; hint: string }> = {
  landscape: { label: "Landscape", hint: "A TV on the wall, 16:9" },
  portrait: { label: "Portrait", hint: "A screen turned upright, 9:16" },
};

/** What a screen shows outside opening hours (issue 34), in the owner's words. */
const AFTER_HOURS_CHOICES: Record<AfterHours, { label: string; hint: string }> = {
  keep_playing: { label: "Keep playing", hint: "The show plays day and night." },
  closed_card: {
    label: "Show a closed sign",
    hint: "Your name, when you open again and a QR code to book. No ads.",
  },
  dark: { label: "Go dark", hint: "A black screen until opening time: nothing moves and nothing loads." },
};

/** The signed-in user's own mail switches (issue 36): the account's layout loads the shop, not its user. */
export async function loader(args: Route.LoaderArgs) {
  const me = await api(args, getMe);
  if (!me.ok) throw errorFromApiFailure(me);
  return { weeklySummary: wantsWeeklySummary(me.data.email_subscriptions) };
}

/** Spec §3 Account settings: how the slideshow runs on the shop's screen. */
export async function action(args: Route.ActionArgs) {
  const { accountId } = accountOwner(args.context);
  const submission = parseWithZod(await readForm(args.request), { schema: slideshowSettingsSchema });
  if (submission.status !== "success") return data({ result: submission.reply() }, { status: 400 });
  const result = await api(args, putSlideshowSettings, {
    // Every setting in one call: written together, and the open slideshows hear of it once (issue 21).
    json: {
      device_orientation: submission.value.device_orientation,
      qr_code: submission.value.qr_code === "on",
      loading_bar: submission.value.loading_bar === "on",
      screen_alerts: submission.value.screen_alerts === "on",
      after_hours: submission.value.after_hours,
      show_prices: submission.value.show_prices === "on",
    },
  });
  if (!result.ok) {
    return replyFromApiFailure(submission, result, { fields: [...SLIDESHOW_SETTINGS] });
  }
  return toasts().redirectWithSuccess(`/accounts/${accountId}/settings`, ACCOUNT_MESSAGES.settingsSaved);
}

export default function Settings({ actionData, loaderData }: Route.ComponentProps) {
  const account = useAccount();
  const { attributes } = account;
  const [form, fields] = useZodForm(slideshowSettingsSchema, {
    id: "slideshow-settings",
    lastResult: actionData?.result,
    defaultValue: {
      device_orientation: attributes.device_orientation,
      qr_code: attributes.qr_code ? "on" : undefined,
      loading_bar: attributes.loading_bar ? "on" : undefined,
      screen_alerts: attributes.screen_alerts ? "on" : undefined,
      after_hours: attributes.after_hours,
      show_prices: attributes.show_prices ? "on" : undefined,
    },
  });
  const orientation = fields.device_orientation;
  const afterHours = fields.after_hours;

  return (
    <div className="space-y-6">
      <Form method="post" {...getFormProps(form)} className="card max-w-2xl space-y-6">
        <div>
          <h2 className="text-lg font-bold">Slideshow settings</h2>
          <p className="mt-1 text-sm text-ink-soft">How your slideshow looks on the screen in your shop.</p>
          <FreePlanAdsNotice accountId={account.id} abilities={attributes.abilities} className="mt-2" />
          <AddScreen className="mt-3" />
        </div>
        <FormAlert id={form.errorId} errors={form.errors} />

        <fieldset aria-describedby={orientation.errors?.length ? orientation.errorId : undefined}>
          <legend className="text-sm font-semibold">Device orientation</legend>
          <div className="mt-2 grid grid-cols-2 gap-3">
            {DEVICE_ORIENTATIONS.map((value) => (
              <label
                key={value}
                className="flex cursor-pointer flex-col items-center gap-2 rounded-xl border border-line p-4 text-center has-checked:border-brand has-checked:bg-brand-soft has-focus-visible:outline-2 has-focus-visible:outline-brand"
              >
                <ScreenIcon orientation={value} />
                <span className="flex items-center gap-2 font-semibold">
                  <input
                    key={orientation.key}
                    type="radio"
                    name={orientation.name}
                    value={value}
                    defaultChecked={orientation.initialValue === value}
                    className="size-4 accent-brand"
                  />
                  {ORIENTATIONS[value].label}
                </span>
                <span className="text-xs text-ink-soft">{ORIENTATIONS[value].hint}</span>
              </label>
            ))}
          </div>
          <FieldFeedback id={orientation.errorId} errors={orientation.errors ?? []} />
        </fieldset>

        <fieldset aria-describedby={`${afterHours.id}-hint`}>
          <legend className="text-sm font-semibold">Outside opening hours</legend>
          <p id={`${afterHours.id}-hint`} className="mt-1 text-xs text-ink-soft">
            {attributes.opening_hours ? (
              "Your screens follow the opening hours on your profile, in your shop's time zone."
            ) : (
              <>
                Your profile has no opening hours yet, so your screens keep playing.{" "}
                <Link to={`/accounts/${account.id}`} className="font-semibold text-brand-dark underline">
                  Add your opening hours
                </Link>
              </>
            )}
          </p>
          <div className="mt-2 divide-y divide-line rounded-xl border border-line">
            {AFTER_HOURS.map((value) => (
              <label
                key={value}
                className="flex min-h-11 cursor-pointer items-start gap-3 px-4 py-3 has-checked:bg-brand-soft"
              >
                <input
                  key={afterHours.key}
                  type="radio"
                  name={afterHours.name}
                  value={value}
                  defaultChecked={afterHours.initialValue === value}
                  className="mt-0.5 size-5 shrink-0 accent-brand"
                />
                <span className="min-w-0">
                  <span className="block text-sm font-semibold text-ink">{AFTER_HOURS_CHOICES[value].label}</span>
                  <span className="block text-xs text-ink-soft">{AFTER_HOURS_CHOICES[value].hint}</span>
                </span>
              </label>
            ))}
          </div>
          <FieldFeedback id={afterHours.errorId} errors={afterHours.errors ?? []} />
        </fieldset>

        <div className="divide-y divide-line rounded-xl border border-line">
          <SettingToggle
            field={fields.qr_code}
            label="Show the QR code"
            hint="A QR code in the corner leads viewers to your profile."
          />
          <SettingToggle
            field={fields.loading_bar}
            label="Show the loading bar"
            hint="A thin bar shows how long until the next slide."
          />
          <SettingToggle
            field={fields.show_prices}
            label="Show prices on screen"
            hint="A style linked to one of your services shows the service and its price in a corner."
          />
          <SettingToggle
            field={fields.screen_alerts}
            label="E-mail me when a screen goes dark"
            hint="When a screen that was playing is offline for 15 minutes, and again when it is back."
          />
        </div>

        <SubmitButton className="btn-primary w-full sm:w-auto" pendingLabel="Saving…">
          Save settings
        </SubmitButton>
      </Form>
      <WeeklySummarySwitch accountId={account.id} on={loaderData.weeklySummary} />
    </div>
  );
}

/** A setting row: the whole row is the tap target; the hint describes the box. */
function SettingToggle({
  field,
  label,
  hint,
}: {
  field: FieldLike & { initialValue?: unknown };
  label: string;
  hint: string;
}) {
  const hintId = `${field.id}-hint`;
  return (
    <label htmlFor={field.id} className="flex min-h-11 cursor-pointer items-start gap-3 px-4 py-3">
      <input
        key={field.key}
        {...checkboxProps(field, field.initialValue === "on")}
        aria-describedby={hintId}
        className="mt-0.5 size-5 shrink-0 accent-brand"
      />
      <span className="min-w-0">
        <span className="block text-sm font-semibold text-ink">{label}</span>
        <span id={hintId} className="block text-xs text-ink-soft">
          {hint}
        </span>
      </span>
    </label>
  );
}

function ScreenIcon({ orientation }: { orientation: "landscape" | "portrait" }) {
  const landscape = orientation === "landscape";
  return (
    <svg viewBox="0 0 48 48" className="size-12 text-ink-soft" aria-hidden="true" fill="none">
      <rect
        x={landscape ? 4 : 14}
        y={landscape ? 12 : 4}
        width={landscape ? 40 : 20}
        height={landscape ? 24 : 40}
        rx="3"
        stroke="currentColor"
        strokeWidth="2.5"
      />
      <path d={landscape ? "M18 42h12" : "M20 46h8"} stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" />
    </svg>
  );
}

export const meta: Route.MetaFunction = () => [{ title: "Slideshow settings | Stylecast" }];
