import { getFormProps, type SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import type { AddressSuggestion } from "@contract/account";
import { updateAccount } from "@contract/endpoints/account";
import { ACCOUNT_MESSAGES } from "@contract/messages";
import {
  PROFILE_FIELDS,
  PROFILE_LABELS,
  type ProfileField,
  profileSchema,
  usesPostcode,
} from "@contract/profile-schema";
import { visitorCountry } from "@contract/request-context";
import { slugify } from "@contract/slug";
import { TIME_ZONE_LABEL } from "@contract/time-zone";
import { Fragment, useEffect, useId, useState } from "react";
import { data, Form, Link, useFetcher, useLocation } from "react-router";
import { useHydrated } from "remix-utils/use-hydrated";
import { AvatarField } from "~/components/avatar-field";
import { ErrorSummary, type ErrorSummaryItem, errorSummaryItems } from "~/components/error-summary";
import {
  controlProps,
  FieldFrame,
  type FieldLike,
  inputClassName,
  SubmitButton,
  TextField,
} from "~/components/form-field";
import { accountOwner } from "~/lib/account-owner.server";
import { api } from "~/lib/api-client.server";
import { appConfig } from "~/lib/config.server";
import { readForm } from "~/lib/forms/read-form.server";
import { replyFromApiFailure } from "~/lib/forms/reply-from-api-failure.server";
import { useZodForm } from "~/lib/forms/use-zod-form";
import { toasts } from "~/lib/toast.server";
import { useDebouncedValue } from "~/lib/use-debounced-value";
import type { Route } from "./+types/profile";
import { OpeningHoursFieldset, openingHoursFormValue, openingHoursProblems } from "./opening-hours-fieldset";
import { pickedAvatar, saveAvatar } from "./save-avatar.server";
import { TimeZoneField } from "./time-zone-field";
import { type Account, useAccount } from "./use-account";

type ProfileFieldMeta = FieldLike & { maxLength?: number | undefined };

const COMPLETE_MESSAGE = "Perfect, all required fields have been updated. Let's start your slideshow now!";
const REQUIRED = { company: true, address: true, zip_code: true, city: true };
const PROFILE_FORM_ID = "profile";
/** The avatar card's file input, part of the profile form: one Save changes saves both. */
const AVATAR_FIELD = "avatar";
const AVATAR_INPUT_ID = `${PROFILE_FORM_ID}-avatar`;
type SavedAvatar = { url: string };
/** The fields the API may name in a refusal: the text fields, the opening hours and their time zone. */
const API_FIELDS = [...PROFILE_FIELDS, "opening_hours", "time_zone"];

/**
 * The account itself comes from the layout; this page adds the visitor's country (postcode or ZIP) and the
 * time zones the server knows (the browser's list may differ: the select must render the same on both).
 */
export function loader({ context }: Route.LoaderArgs) {
  return {
    country: visitorCountry(context),
    addressAutofill: Boolean(appConfig().MAPS_API_KEY),
    timeZones: Intl.supportedValuesOf("timeZone"),
  };
}

export async function action(args: Route.ActionArgs) {
  const { accountId } = accountOwner(args.context);
  const country = visitorCountry(args.context);
  const form = await readForm(args.request);
  const submission = parseWithZod(form, { schema: profileSchema(country) });

  // A picked avatar is saved by the same "Save changes" (issue 26), first and whatever the other fields say:
  // a new stylist often picks a photo before filling in the company, and a form sent back without
  // JavaScript cannot keep the file. A refused file keeps the profile unsaved, the reason on the avatar.
  const picked = pickedAvatar(form);
  const avatar = picked ? await saveAvatar(args, picked) : null;
  if (avatar && !avatar.ok) {
    const result = submission.reply({ fieldErrors: { [AVATAR_FIELD]: [avatar.message] } });
    return data({ result, avatarSaved: null }, { status: avatar.status });
  }
  // The avatar went in already: the card shows it, and its picked file is let go.
  const avatarSaved: SavedAvatar | null = avatar ? { url: avatar.avatar } : null;
  if (submission.status !== "success") return data({ result: submission.reply(), avatarSaved }, { status: 400 });

  const result = await api(args, updateAccount, {
    params: { id: accountId },
    // The form holds the whole week: a section left empty clears the hours (the API keeps them when left out).
    json: { ...submission.value, opening_hours: submission.value.opening_hours ?? null, country },
  });
  if (!result.ok) return replyFromApiFailure(submission, result, { fields: API_FIELDS, extra: { avatarSaved } });
  // Spec §4: saving without a change warns, decided by the API, so it works without JavaScript too;
  // a new avatar alone is a change.
  const back = `/accounts/${accountId}`;
  if (result.message === ACCOUNT_MESSAGES.noChanges) {
    return avatar
      ? toasts().redirectWithSuccess(back, avatar.message)
      : toasts().redirectWithWarning(back, result.message);
  }
  return toasts().redirectWithSuccess(
    back,
    avatar ? { message: result.message, description: avatar.message } : result.message,
  );
}

export default function Profile({ loaderData, actionData }: Route.ComponentProps) {
  const account = useAccount();
  const { attributes } = account;
  // A save redirects back here: a new location, so the form starts again from
  // the saved values and Save is disabled until the next change.
  const { key } = useLocation();
  // The form's problems once a save failed: from the action's answer in the
  // server HTML, then from the form itself (which also checks in the browser).
  const [formProblems, setFormProblems] = useState<ErrorSummaryItem[] | null>(null);
  // A picked avatar is a change: Save changes saves it.
  const [avatarPicked, setAvatarPicked] = useState(false);
  const problems = formProblems ?? (actionData ? summaryOf(actionData.result) : []);
  // The saved values, and only while no failed save shows other values in the form.
  const complete =
    problems.length === 0 &&
    Boolean(attributes.company && attributes.address && attributes.zip_code && attributes.city);
  const name = attributes.company || attributes.fullname || attributes.email;
  return (
    <div className="space-y-6">
      <ErrorSummary id="profile-problems" title="Your changes were not saved" items={problems} />
      {complete ? (
        <div
          data-testid="profile-complete"
          className="flex flex-col gap-4 rounded-2xl border border-success/30 bg-success/5 p-5 sm:flex-row sm:items-center sm:justify-between"
        >
          <p className="font-semibold text-success">{COMPLETE_MESSAGE}</p>
          <Link to={`/${account.id}/portfolios`} className="btn-primary shrink-0">
            Continue
          </Link>
        </div>
      ) : null}

      <AvatarField
        // Its own key: the form beside it takes the location's key as it is.
        key={`avatar-${key}`}
        action={`/accounts/${account.id}/avatar`}
        avatar={attributes.avatar}
        name={name}
        form={PROFILE_FORM_ID}
        inputId={AVATAR_INPUT_ID}
        serverErrors={actionData?.result.error?.[AVATAR_FIELD]}
        saved={actionData?.avatarSaved}
        onPickedChange={setAvatarPicked}
      />

      <ProfileForm
        key={key}
        avatarPicked={avatarPicked}
        account={account}
        country={loaderData.country}
        addressAutofill={loaderData.addressAutofill}
        timeZones={loaderData.timeZones}
        lastResult={actionData?.result}
        onProblemsChange={setFormProblems}
      />
    </div>
  );
}

/** The summary of an action's answer, before the form runs in the browser (and without JavaScript). */
function summaryOf(result: SubmissionResult | undefined): ErrorSummaryItem[] {
  if (result?.status !== "error") return [];
  const errors = result.error ?? {};
  const hours = Object.entries(errors)
    .filter(([name]) => name.startsWith("opening_hours"))
    .flatMap(([name, messages]) => (messages ?? []).map((message) => ({ message, fieldId: hoursFieldId(name) })));
  return [
    ...errorSummaryItems(
      errors[""] ?? undefined,
      PROFILE_FIELDS.map((name) => ({
        field: { id: `${PROFILE_FORM_ID}-${name}`, errors: errors[name] ?? undefined },
        label: PROFILE_LABELS[name],
      })),
    ),
    ...hours,
    ...errorSummaryItems(undefined, [
      { field: { id: `${PROFILE_FORM_ID}-time_zone`, errors: errors.time_zone ?? undefined }, label: TIME_ZONE_LABEL },
    ]),
    ...avatarProblems(errors[AVATAR_FIELD] ?? undefined),
  ];
}

/** The save's refusal of the picked avatar leads to its file input. */
function avatarProblems(errors: string[] | undefined): ErrorSummaryItem[] {
  return errorSummaryItems(undefined, [{ field: { id: AVATAR_INPUT_ID, errors }, label: "Avatar" }]);
}

/** A day's own problem ("give the times") leads to its opening time. */
function hoursFieldId(name: string) {
  return `${PROFILE_FORM_ID}-${/^opening_hours\.\w+$/.test(name) ? `${name}.from` : name}`;
}

function ProfileForm({
  account,
  avatarPicked,
  country,
  addressAutofill,
  timeZones,
  lastResult,
  onProblemsChange,
}: {
  account: Account;
  avatarPicked: boolean;
  country: string;
  addressAutofill: boolean;
  timeZones: string[];
  lastResult: SubmissionResult | undefined;
  onProblemsChange: (problems: ErrorSummaryItem[]) => void;
}) {
  const hydrated = useHydrated();
  const postcode = usesPostcode(country);
  const { attributes } = account;
  const [form, fields] = useZodForm(profileSchema(country), {
    id: PROFILE_FORM_ID,
    lastResult,
    defaultValue: {
      ...Object.fromEntries(PROFILE_FIELDS.map((name) => [name, attributes[name] ?? ""])),
      opening_hours: openingHoursFormValue(attributes.opening_hours),
      time_zone: attributes.time_zone,
    },
  });
  // Field by field: the form-wide flag also compares the order of the fields.
  const changed =
    PROFILE_FIELDS.some((name) => fields[name].dirty) ||
    fields.opening_hours.dirty ||
    fields.time_zone.dirty ||
    avatarPicked;
  const slug = slugify(attributes.company) || slugify(attributes.fullname) || "stylist";

  // After a failed save (in the browser or on the server) the summary follows the fields as they are fixed.
  const failed = form.status === "error";
  const problems = failed
    ? [
        ...errorSummaryItems(
          form.errors,
          PROFILE_FIELDS.map((name) => ({ field: fields[name], label: PROFILE_LABELS[name] })),
        ),
        ...openingHoursProblems(fields.opening_hours),
        ...errorSummaryItems(undefined, [{ field: fields.time_zone, label: TIME_ZONE_LABEL }]),
        ...avatarProblems(form.allErrors[AVATAR_FIELD]),
      ]
    : [];
  // The list is rebuilt on every render: hand it up only when its content changes.
  const problemsJson = JSON.stringify(problems);
  useEffect(() => onProblemsChange(JSON.parse(problemsJson)), [problemsJson, onProblemsChange]);

  return (
    // Multipart: the avatar card's file input belongs to this form (AvatarField).
    <Form method="post" encType="multipart/form-data" {...getFormProps(form)} className="space-y-6">
      <div className="grid gap-6 lg:grid-cols-2 lg:items-start">
        {sections(postcode).map((section) => (
          <fieldset key={section.title} className="card grid gap-x-5 gap-y-4 sm:grid-cols-2">
            <legend className="float-left w-full text-lg font-bold sm:col-span-2">{section.title}</legend>
            {section.intro ? <p className="-mt-2 text-sm text-ink-soft sm:col-span-2">{section.intro}</p> : null}
            {section.fields.map((spec) => (
              <Fragment key={spec.name}>
                <ProfileTextField spec={spec} field={fields[spec.name]} required={spec.name in REQUIRED} />
                {spec.name === "address" && addressAutofill && hydrated ? (
                  <AddressSuggestions
                    accountId={account.id}
                    query={fields.address.value ?? ""}
                    onPick={(suggestion) => {
                      for (const name of ["address", "zip_code", "city", "state"] as const) {
                        form.update({ name, value: suggestion[name] });
                      }
                    }}
                  />
                ) : null}
              </Fragment>
            ))}
            {section.title === "About you" ? (
              <>
                <TextAreaField field={fields.about_me} label={PROFILE_LABELS.about_me} className="sm:col-span-2" />
                <Tags tags={attributes.tags} />
              </>
            ) : null}
          </fieldset>
        ))}
        <OpeningHoursFieldset field={fields.opening_hours}>
          <TimeZoneField field={fields.time_zone} names={timeZones} current={attributes.time_zone} />
        </OpeningHoursFieldset>
      </div>

      <div
        data-pinned-actions=""
        className="sticky bottom-0 z-10 -mx-4 flex flex-wrap items-center gap-3 border-t border-line bg-paper/95 px-4 py-3 backdrop-blur sm:static sm:mx-0 sm:border-0 sm:bg-transparent sm:px-0 sm:py-0 sm:backdrop-blur-none"
      >
        <SubmitButton className="btn-primary flex-1 sm:flex-none" pendingLabel="Saving…" ready={changed}>
          Save changes
        </SubmitButton>
        <Link
          to={`/${slug}/me?${new URLSearchParams({ account_id: account.id })}`}
          className="btn-secondary flex-1 sm:flex-none"
        >
          View profile
        </Link>
      </div>
    </Form>
  );
}

type FieldSpec = {
  name: Exclude<ProfileField, "about_me">;
  autoComplete?: string;
  inputMode?: "text" | "url" | "tel" | "numeric";
  placeholder?: string;
  wide?: boolean;
};

/** The form of spec §2 in four groups; postcode/ZIP depends on the visitor's country. */
function sections(postcode: boolean): { title: string; intro?: string; fields: FieldSpec[] }[] {
  return [
    {
      title: "Company",
      intro: "Company, street, postcode/ZIP and city are needed before your slideshow can start.",
      fields: [
        { name: "company", autoComplete: "organization", wide: true },
        { name: "address", autoComplete: "street-address", wide: true },
        {
          name: "zip_code",
          autoComplete: "postal-code",
          inputMode: postcode ? "text" : "numeric",
          placeholder: postcode ? "SW1A 1AA" : "10115",
        },
        { name: "city", autoComplete: "address-level2" },
        { name: "state", autoComplete: "address-level1" },
      ],
    },
    {
      title: "Links",
      fields: [
        { name: "domain", autoComplete: "url", inputMode: "url", placeholder: "salon.example" },
        { name: "booking_link", inputMode: "url", placeholder: "https://…" },
        { name: "facebook", placeholder: "Page name or link" },
        { name: "instagram", placeholder: "@yoursalon" },
        { name: "telegram", placeholder: "@yoursalon" },
      ],
    },
    {
      title: "Contact",
      fields: [
        { name: "telephone", autoComplete: "tel", inputMode: "tel", placeholder: "+49 30 1234567" },
        { name: "whatsapp", inputMode: "tel", placeholder: "+49 170 1234567" },
      ],
    },
    {
      title: "About you",
      fields: [
        { name: "first_name", autoComplete: "given-name" },
        { name: "last_name", autoComplete: "family-name" },
        { name: "job_title", autoComplete: "organization-title", wide: true },
      ],
    },
  ];
}

/** Spec §2 address autofill: suggestions under Street as the owner types (only with a maps key and JavaScript). */
function AddressSuggestions({
  accountId,
  query,
  onPick,
}: {
  accountId: string;
  query: string;
  onPick: (suggestion: AddressSuggestion) => void;
}) {
  const fetcher = useFetcher<{ suggestions: AddressSuggestion[] }>();
  const settled = useDebouncedValue(query.trim(), 400);
  const [picked, setPicked] = useState<string | null>(null);
  const { load } = fetcher;

  useEffect(() => {
    if (settled.length >= 4 && settled !== picked) {
      load(`/accounts/${accountId}/address-suggestions?${new URLSearchParams({ q: settled })}`);
    }
  }, [settled, picked, accountId, load]);

  const suggestions = settled === picked || settled.length < 4 ? [] : (fetcher.data?.suggestions ?? []);
  if (suggestions.length === 0) return null;
  return (
    <ul
      aria-label="Address suggestions"
      className="-mt-2 rounded-xl border border-line bg-white shadow-sm sm:col-span-2"
    >
      {suggestions.map((suggestion) => (
        <li key={suggestion.label}>
          <button
            type="button"
            className="min-h-11 w-full px-3 py-2 text-left text-sm hover:bg-paper"
            onClick={() => {
              setPicked(suggestion.address);
              onPick(suggestion);
            }}
          >
            {suggestion.label}
          </button>
        </li>
      ))}
    </ul>
  );
}

function ProfileTextField({ spec, field, required }: { spec: FieldSpec; field: ProfileFieldMeta; required: boolean }) {
  return (
    <TextField
      field={field}
      label={PROFILE_LABELS[spec.name]}
      className={spec.wide ? "sm:col-span-2" : undefined}
      inputProps={{
        autoComplete: spec.autoComplete ?? "off",
        inputMode: spec.inputMode,
        placeholder: spec.placeholder,
        maxLength: field.maxLength,
        "aria-required": required ? true : undefined,
      }}
    />
  );
}

function TextAreaField({ field, label, className }: { field: ProfileFieldMeta; label: string; className?: string }) {
  return (
    <FieldFrame field={field} label={label} className={className}>
      <textarea
        key={field.key}
        {...controlProps(field)}
        defaultValue={field.defaultValue ?? ""}
        rows={4}
        maxLength={field.maxLength}
        placeholder="What makes your salon special?"
        className={`mt-1.5 ${inputClassName} resize-y`}
      />
    </FieldFrame>
  );
}

/** Spec §2: tags show as read-only pills. */
function Tags({ tags }: { tags: string[] }) {
  const id = useId();
  return (
    <div className="sm:col-span-2">
      <p id={id} className="text-sm font-semibold text-ink">
        Tags
      </p>
      {tags.length ? (
        <ul aria-labelledby={id} className="mt-2 flex flex-wrap gap-2">
          {tags.map((tag) => (
            <li key={tag} className="rounded-full bg-brand-soft px-3 py-1 text-sm font-medium text-brand-dark">
              {tag}
            </li>
          ))}
        </ul>
      ) : (
        <p className="mt-1 text-sm text-ink-soft">No tags yet.</p>
      )}
    </div>
  );
}

export const meta: Route.MetaFunction = () => [{ title: "Profile | Stylecast" }];
