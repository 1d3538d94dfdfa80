import { getFormProps, type SubmissionResult } from "@conform-to/react";
import { MESSAGES } from "@contract/messages";
import type { Service } from "@contract/services";
import { PLAN_NAMES, PROMOTION_PLANS, type Style } from "@contract/style";
import { STYLE_FILE_MESSAGES } from "@contract/style-file";
import { COLOR_LABELS, GENDER_LABELS, planPrice, STYLE_LABELS, styleTitle } from "@contract/style-labels";
import { scheduleFieldsOf } from "@contract/style-schedule-fields";
import { useEffect, useId, useState } from "react";
import { data, Form, Link, useNavigate } from "react-router";
import { useHydrated } from "remix-utils/use-hydrated";
import { ApprovalBadge } from "~/components/approval-badge";
import { ErrorSummary, errorSummaryItems } from "~/components/error-summary";
import {
  CheckboxField,
  controlProps,
  FieldFeedback,
  FieldFrame,
  type FieldLike,
  FormAlert,
  inputClassName,
  SubmitButton,
  TextField,
} from "~/components/form-field";
import { ProgressBar } from "~/components/progress-bar";
import { useToast } from "~/components/toaster";
import { accountOwner } from "~/lib/account-owner.server";
import { readForm } from "~/lib/forms/read-form.server";
import { useIsPending } from "~/lib/forms/use-is-pending";
import { useZodForm } from "~/lib/forms/use-zod-form";
import { NotJsonAnswer, postWithProgress } from "~/lib/post-with-progress";
import { shopDate } from "~/lib/shop-dates";
import { toasts } from "~/lib/toast.server";
import type { Route } from "./+types/style-editor";
import { BeforePictureField, useBeforePicture } from "./before-picture-field";
import { type KeptMedia, MediaPicker, usePickedMedia } from "./media-picker";
import { missingMedia } from "./missing-media";
import type { SaveStyleAnswer } from "./save-style-answer";
import { listOf, SavedMedia } from "./saved-media";
import { ScheduleFieldset } from "./schedule-fieldset";
import { ScheduleStatus } from "./schedule-status";
import { ServiceFieldset } from "./service-fieldset";
import { loadOwnStyle, loadServiceChoices, saveStyle } from "./style-editor.server";
import { STYLE_FIELD_LABELS, STYLE_FORM_FIELDS, styleFormSchema } from "./style-form-schema";
import { beforeItem, isVideoItem, posterOf, shownItems } from "./style-media";
import { SubjectFieldset } from "./subject-fieldset";
import { UploadRecommendations } from "./upload-recommendations";
import { useStylesAccount } from "./use-styles-account";

const FORM_ID = "style";
const PHOTO_HINT = "PNG, JPEG, WebP or HEIC photos, up to 20 MB each and 10 per style.";
const MEDIA_HINT =
  "PNG, JPEG, WebP or HEIC photos (up to 10), or one video; up to 20 MB each. They are prepared here before they go up.";
const MEDIA_INPUT_ID = `${FORM_ID}-images`;
const BEFORE_INPUT_ID = `${FORM_ID}-before-image`;

/**
 * /{account_id}/styles/{style_id?} (spec §2): add a style, or edit one with
 * its id. Without JavaScript the form posts its files to this action, which
 * sends them on to the API (the server makes the variants) and goes back to
 * the portfolios with a toast, or shows the errors with everything typed
 * kept. With JavaScript the files are checked, previewed and converted in
 * the browser, and uploaded with a progress bar (save-style.ts).
 */
export async function loader(args: Route.LoaderArgs) {
  const { styleId } = args.params;
  const [style, services] = await Promise.all([
    styleId ? loadOwnStyle(args, accountOwner(args.context).accountId, styleId) : null,
    loadServiceChoices(args),
  ]);
  // The moment "on screens now" is said of: the server's page and the browser's hydration agree on it.
  return { style, services, at: Date.now() };
}

export async function action(args: Route.ActionArgs) {
  const outcome = await saveStyle(args, {
    accountId: accountOwner(args.context).accountId,
    styleId: args.params.styleId,
    form: await readForm(args.request),
  });
  if (outcome.ok) return toasts().redirectWithSuccess(outcome.redirectTo, outcome.message);
  return data({ result: outcome.result, hadFiles: outcome.hadFiles }, { status: outcome.status });
}

export default function StyleEditor({ loaderData, actionData }: Route.ComponentProps) {
  const account = useStylesAccount();
  const { style, services, at } = loaderData;
  const portfolios = `/${account.id}/portfolios`;
  return (
    <div className="space-y-6">
      <nav aria-label="Breadcrumb">
        <Link
          to={portfolios}
          className="inline-flex min-h-11 items-center gap-1.5 text-sm font-semibold text-ink-soft hover:text-ink"
        >
          <svg viewBox="0 0 16 16" className="size-4" aria-hidden="true" fill="none">
            <path
              d="M10 3 5 8l5 5"
              stroke="currentColor"
              strokeWidth="2"
              strokeLinecap="round"
              strokeLinejoin="round"
            />
          </svg>
          Portfolios
        </Link>
      </nav>
      <header className="flex flex-wrap items-center gap-x-4 gap-y-2">
        <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">{style ? "Edit style" : "Add a style"}</h1>
        {style ? <ApprovalBadge approved={style.attributes.is_approved} /> : null}
        <p className="basis-full text-sm text-ink-soft">
          {style
            ? `${styleTitle(style.attributes)}. Saving sends it to an admin again: it shows once approved.`
            : "An admin looks at every new style: it shows on your profile, in Explore and on your slideshow once approved."}
        </p>
      </header>

      <StyleForm
        key={style?.id ?? "new"}
        style={style}
        services={services}
        at={at}
        lastResult={actionData?.result}
        filesDropped={Boolean(actionData?.hadFiles)}
        cancelHref={portfolios}
      />

      {style ? <Promotion style={style} accountId={account.id} /> : null}
      {style ? (
        <section
          aria-labelledby="remove-title"
          className="card flex flex-col gap-3 p-4 sm:flex-row sm:items-center sm:p-6"
        >
          <div className="flex-1">
            <h2 id="remove-title" className="text-lg font-bold">
              Remove this style
            </h2>
            <p className="mt-1 text-sm text-ink-soft">Its photos and videos are deleted for good.</p>
          </div>
          <Link
            to={`/${account.id}/style/${style.id}`}
            className="btn-secondary shrink-0 self-start border-danger/40 text-danger hover:bg-danger/5 sm:self-auto"
          >
            Remove style
          </Link>
        </section>
      ) : null}
    </div>
  );
}

function StyleForm({
  style,
  services,
  at,
  lastResult,
  filesDropped,
  cancelHref,
}: {
  style: Style | null;
  services: Service[];
  at: number;
  lastResult: SubmissionResult<string[]> | undefined;
  filesDropped: boolean;
  cancelHref: string;
}) {
  const account = useStylesAccount();
  const hydrated = useHydrated();
  const navigate = useNavigate();
  const showToast = useToast();
  const posting = useIsPending();
  const picker = usePickedMedia(account.attributes.device_orientation);
  const before = useBeforePicture(account.attributes.device_orientation);
  const pickedVideo = picker.items.some((item) => item.kind === "video");
  // The script's own submissions: their answer, and the upload's progress while one runs.
  const [scriptResult, setScriptResult] = useState<SubmissionResult<string[]> | null>(null);
  const [uploading, setUploading] = useState<number | null>(null);
  const saving = posting || uploading !== null;
  // Why the files stopped a save (still converting, failed, none at all), until they change.
  const [submitProblem, setSubmitProblem] = useState<FilesProblem | null>(null);
  const result = scriptResult ?? lastResult;
  // A save's error about the files no longer applies once other files are picked or ticked.
  const [settledResult, setSettledResult] = useState<SubmissionResult<string[]> | null | undefined>(null);

  const [form, fields] = useZodForm(styleFormSchema, {
    id: FORM_ID,
    lastResult: result,
    defaultValue: defaultsOf(style),
    onSubmit(event, { formData }) {
      // Valid fields (Conform checked them): the script takes over, to send converted files with progress.
      event.preventDefault();
      if (saving) return;
      const body = new FormData();
      for (const [name, value] of formData) if (typeof value === "string") body.append(name, value);
      const problem = filesProblem(formData);
      setSubmitProblem(problem);
      if (problem) {
        document.getElementById(problem.field === "before_image" ? BEFORE_INPUT_ID : MEDIA_INPUT_ID)?.focus();
        return;
      }
      picker.appendTo(body);
      // A video style has no before picture: one picked before the video was is left out, as its field is.
      if (!pickedVideo) before.appendTo(body);
      void upload(body);
    },
  });

  /** Why the files stop a save (a missing photo first), or null. */
  function filesProblem(formData: FormData): FilesProblem | null {
    const kept = keptMedia(style, formData.getAll("image_to_delete").map(String));
    const media = missingMedia(kept.images + kept.videos, picker.items.length) ?? picker.blocker();
    if (media) return { field: "images", message: media };
    const problem = pickedVideo ? null : before.blocker();
    return problem ? { field: "before_image", message: problem } : null;
  }

  async function upload(body: FormData) {
    setUploading(0);
    const url = `/${account.id}/styles${style ? `/${style.id}` : ""}/save`;
    try {
      const answer = await postWithProgress<SaveStyleAnswer>(url, body, { onProgress: setUploading });
      if (answer.ok) {
        showToast({ message: answer.message, type: "success" });
        navigate(answer.redirectTo);
        return;
      }
      if (answer.result) setScriptResult(answer.result);
      else showToast({ message: answer.message ?? MESSAGES.serverError, type: "error" });
    } catch (failure) {
      // Logged out meanwhile: go where the server sent us (the login page, with the way back).
      if (
        failure instanceof NotJsonAnswer &&
        failure.url &&
        new URL(failure.url).pathname !== new URL(url, location.href).pathname
      ) {
        location.assign(failure.url);
        return;
      }
      const message = failure instanceof NotJsonAnswer ? MESSAGES.serverError : MESSAGES.networkError;
      showToast({ message, type: failure instanceof NotJsonAnswer ? "error" : "warning" });
    } finally {
      setUploading(null);
    }
  }

  // A failed save by the script: the summary at the top says what to fix.
  useEffect(() => {
    if (scriptResult?.status === "error") document.getElementById("style-problems")?.focus();
  }, [scriptResult]);

  const lastErrors = (name: "images" | "before_image") =>
    result && result !== settledResult ? (form.allErrors[name] ?? []) : [];
  const beforeErrors = [
    ...lastErrors("before_image"),
    ...(submitProblem?.field === "before_image" ? [submitProblem.message] : []),
  ];
  const savedMediaErrors = [
    ...lastErrors("images"),
    ...(submitProblem?.field === "images" ? [submitProblem.message] : []),
  ];
  // Problems of a save go to the summary; a file refused as it is picked is said at the picker only.
  const mediaErrors = [...savedMediaErrors, ...picker.problems];
  const problems =
    form.status === "error" || submitProblem
      ? errorSummaryItems(
          form.errors,
          STYLE_FORM_FIELDS.map((name) =>
            name === "images"
              ? { field: { id: MEDIA_INPUT_ID, errors: savedMediaErrors }, label: STYLE_FIELD_LABELS.images }
              : name === "before_image"
                ? { field: { id: BEFORE_INPUT_ID, errors: beforeErrors }, label: STYLE_FIELD_LABELS.before_image }
                : { field: fields[name], label: STYLE_FIELD_LABELS[name] },
          ),
        )
      : [];
  const mediaChanged = () => {
    setSettledResult(result);
    setSubmitProblem(null);
  };

  const [deleting, setDeleting] = useState<string[]>(() => listOf(fields.image_to_delete.initialValue));
  const kept = keptMedia(style, deleting);
  const mediaHintId = `${MEDIA_INPUT_ID}-hint`;
  const mediaErrorId = `${MEDIA_INPUT_ID}-error`;
  const mediaDescribedBy = mediaErrors.length ? `${mediaHintId} ${mediaErrorId}` : mediaHintId;

  return (
    <>
      <ErrorSummary id="style-problems" title="Your style was not saved" items={problems} />
      <Form
        method="post"
        encType="multipart/form-data"
        {...getFormProps(form)}
        // Before Conform checks the fields: a missing photo is said with their errors, not only once they pass.
        onSubmitCapture={(event) => setSubmitProblem(filesProblem(new FormData(event.currentTarget)))}
        className="mt-6 space-y-6"
      >
        <FormAlert id={form.errorId} errors={form.errors} />

        <fieldset className="card space-y-4 p-4 sm:p-6">
          <legend className="float-left w-full text-lg font-bold">{STYLE_FIELD_LABELS.images}</legend>
          <div className="clear-both flex flex-col gap-1 sm:flex-row sm:items-center sm:justify-between sm:gap-4">
            <p id={mediaHintId} className="text-sm text-ink-soft">
              {hydrated ? MEDIA_HINT : PHOTO_HINT}
            </p>
            <UploadRecommendations orientation={account.attributes.device_orientation} />
          </div>

          {style ? (
            <SavedMedia
              style={style}
              fields={{ remove: fields.image_to_delete, cover: fields.cover_item_id }}
              onRemovalChange={(ids) => {
                setDeleting(ids);
                picker.setProblems([]);
                mediaChanged();
              }}
            />
          ) : null}

          <MediaPicker
            picker={picker}
            kept={kept}
            hydrated={hydrated}
            inputId={MEDIA_INPUT_ID}
            describedBy={mediaDescribedBy}
            invalid={mediaErrors.length > 0}
            onChange={mediaChanged}
          />
          <FieldFeedback id={mediaErrorId} errors={mediaErrors} />
          {filesDropped && !picker.items.length ? (
            <p className="text-sm font-medium text-warning">{STYLE_FILE_MESSAGES.chooseAgain}</p>
          ) : null}
          {/* A video style has no before picture: its poster is no photo to compare with. */}
          {kept.videos === 0 && !pickedVideo ? (
            <BeforePictureField
              inputId={BEFORE_INPUT_ID}
              saved={style ? beforeItem(style) : undefined}
              before={before}
              hydrated={hydrated}
              errors={beforeErrors}
              removeName={fields.image_to_delete.name}
              onChange={mediaChanged}
            />
          ) : null}
        </fieldset>

        <fieldset className="card space-y-4 p-4 sm:p-6">
          <legend className="float-left w-full text-lg font-bold">Details</legend>
          <div className="clear-both grid gap-4 sm:grid-cols-3">
            <SelectField field={fields.gender} label={STYLE_FIELD_LABELS.gender} options={GENDER_LABELS} />
            <SelectField field={fields.color} label={STYLE_FIELD_LABELS.color} options={COLOR_LABELS} />
            <SelectField field={fields.style} label={STYLE_FIELD_LABELS.style} options={STYLE_LABELS} />
          </div>
          <TextField
            field={fields.tags}
            label={STYLE_FIELD_LABELS.tags}
            description="Words that help people find it, like #bob #balayage, separated by spaces or commas."
            inputProps={{ autoComplete: "off", spellCheck: false }}
          />
        </fieldset>

        <ServiceFieldset
          fields={{ title: fields.title, service: fields.service_id }}
          services={services}
          servicesHref={`/accounts/${account.id}/services`}
        />

        <SubjectFieldset field={fields.subject} />

        <fieldset className="card p-4 sm:p-6">
          <legend className="float-left w-full text-lg font-bold">Where it shows</legend>
          <p className="clear-both pt-1 text-sm text-ink-soft">Once approved by an admin.</p>
          <div className="mt-2 divide-y divide-line">
            <Flag field={fields.show_in_gallery} label="In the Explore gallery" />
            <Flag field={fields.show_in_portfolio} label="In the portfolio on my profile" />
            <Flag field={fields.show_in_slideshow} label="In my slideshow" />
          </div>
        </fieldset>

        <ScheduleFieldset
          fields={{
            choice: fields.schedule,
            from: fields.schedule_from,
            until: fields.schedule_until,
            days: fields.schedule_days,
            windowFrom: fields.schedule_window_from,
            windowTo: fields.schedule_window_to,
          }}
          status={style ? <ScheduleStatus style={style} at={at} className="space-y-0.5" /> : null}
        />

        <div className="space-y-3">
          {uploading !== null ? (
            <div className="space-y-1">
              <ProgressBar aria-label="Uploading the style" value={uploading} className="h-2 w-full" />
              <p className="text-xs text-ink-soft" aria-hidden="true">
                {uploading < 100 ? `Uploading… ${uploading}%` : "Preparing your style…"}
              </p>
            </div>
          ) : null}
          <div className="flex flex-col-reverse gap-3 sm:flex-row sm:items-center">
            <Link to={cancelHref} className="btn-ghost">
              Cancel
            </Link>
            <SubmitButton className="btn-primary sm:min-w-40" pending={saving} pendingLabel="Saving…">
              {style ? "Save changes" : "Save style"}
            </SubmitButton>
          </div>
        </div>
      </Form>
    </>
  );
}

function SelectField({
  field,
  label,
  options,
}: {
  field: FieldLike & { initialValue?: unknown };
  label: string;
  options: Record<string, string>;
}) {
  return (
    <FieldFrame field={field} label={label}>
      <select
        key={field.key}
        {...controlProps(field)}
        defaultValue={typeof field.initialValue === "string" ? field.initialValue : ""}
        className={`mt-1.5 ${inputClassName}`}
      >
        <option value="">Choose…</option>
        {Object.entries(options).map(([value, text]) => (
          <option key={value} value={value}>
            {text}
          </option>
        ))}
      </select>
    </FieldFrame>
  );
}

function Flag({ field, label }: { field: FieldLike & { initialValue?: unknown }; label: string }) {
  // Conform's field metadata is a proxy: its parts are read one by one, not spread.
  const { id, name, errorId, descriptionId, key, errors } = field;
  return (
    <CheckboxField
      field={{ id, name, errorId, descriptionId, key, errors, defaultChecked: field.initialValue === "on" }}
      label={label}
    />
  );
}

/**
 * Spec §3 Promotion plans, §4: exactly one selected, the first to begin
 * with; a plain GET form to the payment page, which is a placeholder for now.
 */
function Promotion({ style, accountId }: { style: Style; accountId: string }) {
  const legendId = useId();
  const until = style.attributes.promoted_until;
  const timeZone = useStylesAccount().attributes.time_zone;
  return (
    <section aria-labelledby={legendId} className="card p-4 sm:p-6">
      <Form method="get" action={`/${accountId}/styles/${style.id}/payment`} className="space-y-4">
        <fieldset>
          <legend id={legendId} className="text-lg font-bold">
            Promote this style
          </legend>
          <p className="mt-1 text-sm text-ink-soft">
            {until
              ? `Promoted until ${shopDate(until, timeZone)}. A new plan adds its days at the end.`
              : "A promoted style comes first in Explore while its plan runs."}
          </p>
          <div className="mt-3 grid gap-3 sm:grid-cols-3">
            {PLAN_NAMES.map((plan, index) => (
              <label
                key={plan}
                className="flex min-h-11 cursor-pointer items-center gap-3 rounded-xl border border-line p-4 has-checked:border-brand has-checked:bg-brand-soft has-focus-visible:outline-2 has-focus-visible:outline-brand"
              >
                <input
                  type="radio"
                  name="plan"
                  value={plan}
                  defaultChecked={index === 0}
                  className="size-4 shrink-0 accent-brand"
                />
                <span className="flex flex-1 flex-wrap items-baseline justify-between gap-x-2">
                  <span className="font-semibold">{PROMOTION_PLANS[plan].label}</span>
                  <span className="text-sm text-ink-soft">{planPrice(plan)}</span>
                </span>
              </label>
            ))}
          </div>
        </fieldset>
        <button type="submit" className="btn-primary w-full sm:w-auto">
          Continue to payment
        </button>
      </Form>
    </section>
  );
}

/** Why the files stopped a save, on the field it is said at. */
type FilesProblem = { field: "images" | "before_image"; message: string };

/** What the form starts with: the saved style, or a new one shown everywhere. */
function defaultsOf(style: Style | null) {
  if (!style) return { show_in_gallery: "on", show_in_portfolio: "on", show_in_slideshow: "on", schedule: "always" };
  const { attributes } = style;
  const first = attributes.payload[0];
  const on = (value: boolean | undefined) => (value === false ? undefined : "on");
  return {
    gender: attributes.gender ?? "",
    color: attributes.color ?? "",
    style: attributes.style ?? "",
    tags: attributes.tags.join(" "),
    title: attributes.title ?? "",
    service_id: attributes.service?.id ?? "",
    subject: attributes.subject ?? undefined,
    show_in_gallery: on(first?.show_in_gallery),
    show_in_portfolio: on(first ? !first.hidden_in_portfolio : true),
    show_in_slideshow: on(first?.show_in_slideshow),
    schedule: attributes.schedule ? "chosen" : "always",
    ...scheduleFieldsOf(attributes.schedule),
  };
}

/** What stays of the saved media once the ticked items (and a ticked video's poster) are gone. */
function keptMedia(style: Style | null, deleting: string[]): KeptMedia {
  if (!style) return { names: [], images: 0, videos: 0 };
  const gone = new Set(deleting);
  for (const item of style.attributes.payload) {
    if (gone.has(item.id) && isVideoItem(item)) {
      const poster = posterOf(style, item);
      if (poster) gone.add(poster.id);
    }
  }
  const left = shownItems(style).filter((item) => !gone.has(item.id));
  const videos = left.filter(isVideoItem);
  const posters = new Set(videos.map((video) => posterOf(style, video)?.id));
  return {
    // A new file may not take the name of a file the style keeps.
    names: left.map((item) => item.filename),
    images: left.filter((item) => !isVideoItem(item) && !posters.has(item.id)).length,
    videos: videos.length,
  };
}

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: `${loaderData?.style ? "Edit style" : "Add a style"} | Stylecast` },
];
