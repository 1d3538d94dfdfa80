import type { SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { deleteAccountSchema } from "@contract/account-schemas";
import { confirmed, newPasswordFields } from "@contract/auth-schemas";
import { cancelAccount, changePassword } from "@contract/endpoints/account";
import { useId } from "react";
import { data } from "react-router";
import { z } from "zod";
import { CheckboxField, type FieldLike, IntentForm, SubmitButton, TextField } from "~/components/form-field";
import { PasswordFields } from "~/components/password-fields";
import { Section } from "~/components/section";
import { accountOwner } from "~/lib/account-owner.server";
import { api } from "~/lib/api-client.server";
import { readForm } from "~/lib/forms/read-form.server";
import { replyFromApiFailure } from "~/lib/forms/reply-from-api-failure.server";
import { type FormSchema, useZodForm } from "~/lib/forms/use-zod-form";
import { endSession } from "~/lib/session.server";
import { toasts } from "~/lib/toast.server";
import type { Route } from "./+types/security";
import { useAccount } from "./use-account";

const PASSWORD_FIELDS = ["password", "password_confirmation"];
const CURRENT_PASSWORD = "current_password";
const INTENTS = { password: "change-password", delete: "delete-account" } as const;
const READONLY_INPUT =
  "block min-h-11 w-full cursor-default rounded-xl border border-line bg-paper px-3 py-2 text-base text-ink-soft";

/**
 * The current password, asked for only when the API wants it (the session
 * signed in more than 10 minutes ago): absent otherwise. Trimmed like the
 * login's, so it is the password as it was saved.
 */
const currentPasswordField = z.string().trim().max(200, "Password is too long").optional();
const changePasswordForm = confirmed(z.object({ ...newPasswordFields, current_password: currentPasswordField }));
const deleteAccountForm = deleteAccountSchema.extend({ current_password: currentPasswordField });

/**
 * A session that signed in more than 10 minutes ago must send the current
 * password: the API answers 403 naming `current_password` when it is missing
 * and 422 when it is wrong. It goes only when it was typed.
 */
const reAuth = ({ current_password }: { current_password?: string | undefined }) =>
  current_password ? { json: { current_password } } : {};

/**
 * Access and security (spec §2): a new password, and deleting the account.
 * Both need the current password once the session is older than 10 minutes
 * (the API answers 403 naming `current_password`): the form then comes back
 * with a Current password field and the API's message, with what was typed
 * kept (except that password), and the next submit sends it. From then on
 * the field stays while the form is answered (a wrong one is 422, on it).
 */
export async function action(args: Route.ActionArgs) {
  const { accountId } = accountOwner(args.context);
  const formData = await readForm(args.request);
  // The step is on screen, or the API just asked for it.
  const asked = (inputName?: string) => formData.has(CURRENT_PASSWORD) || inputName === CURRENT_PASSWORD;

  if (formData.get("intent") === INTENTS.delete) {
    const submission = parseWithZod(formData, { schema: deleteAccountForm });
    if (submission.status !== "success") {
      return data(
        {
          intent: INTENTS.delete,
          askCurrentPassword: asked(),
          result: submission.reply({ hideFields: [CURRENT_PASSWORD] }),
        },
        { status: 400 },
      );
    }
    const result = await api(args, cancelAccount, reAuth(submission.value));
    if (!result.ok) {
      return replyFromApiFailure(submission, result, {
        fields: ["agree", CURRENT_PASSWORD],
        hideFields: [CURRENT_PASSWORD],
        extra: { intent: INTENTS.delete, askCurrentPassword: asked(result.inputName) },
      });
    }
    // The API ended every session of the account; forget ours too.
    endSession(args.context);
    return toasts().redirectWithSuccess("/", result.message);
  }

  const submission = parseWithZod(formData, { schema: changePasswordForm });
  if (submission.status !== "success") {
    return data(
      {
        intent: INTENTS.password,
        askCurrentPassword: asked(),
        result: submission.reply({ hideFields: [...PASSWORD_FIELDS, CURRENT_PASSWORD] }),
      },
      { status: 400 },
    );
  }
  const result = await api(args, changePassword, {
    json: {
      password: submission.value.password,
      password_confirmation: submission.value.password_confirmation,
      ...reAuth(submission.value).json,
    },
  });
  if (!result.ok) {
    const askCurrentPassword = asked(result.inputName);
    return replyFromApiFailure(submission, result, {
      fields: [...PASSWORD_FIELDS, CURRENT_PASSWORD],
      // Asked for the current password, the new one stays filled in: only the step is new.
      hideFields: askCurrentPassword ? [CURRENT_PASSWORD] : [...PASSWORD_FIELDS, CURRENT_PASSWORD],
      extra: { intent: INTENTS.password, askCurrentPassword },
    });
  }
  return toasts().redirectWithSuccess(`/accounts/${accountId}/security`, result.message);
}

export default function Security({ actionData }: Route.ComponentProps) {
  const account = useAccount();
  const answerFor = (intent: string) => (actionData?.intent === intent ? actionData : undefined);
  return (
    <div className="max-w-2xl space-y-10">
      <PasswordSection email={account.attributes.email} answer={answerFor(INTENTS.password)} />
      <DeleteAccountSection answer={answerFor(INTENTS.delete)} />
    </div>
  );
}

/** What the action answered a form's last submit: its reply, and whether the API asks for the current password. */
type Answer = { result: SubmissionResult; askCurrentPassword: boolean } | undefined;

/**
 * One of the page's forms with its last answer. Both are checked on submit:
 * the password fields give spec §5's live feedback themselves, and leaving
 * the lone checkbox unticked on the way past is no mistake yet.
 */
function useSecurityForm<Schema extends FormSchema>(schema: Schema, id: string, answer: Answer) {
  const [form, fields] = useZodForm(schema, { id, lastResult: answer?.result, shouldValidate: "onSubmit" });
  return { form, fields, askCurrentPassword: Boolean(answer?.askCurrentPassword) };
}

function PasswordSection({ email, answer }: { email: string; answer: Answer }) {
  const id = useId();
  const { form, fields, askCurrentPassword } = useSecurityForm(changePasswordForm, "change-password", answer);
  return (
    <Section
      title="Access and security"
      intro="A new password logs you out on your other devices; this one stays logged in."
      className="card"
    >
      <div className="mt-5 space-y-5">
        <div>
          <label htmlFor={`${id}-email`} className="block text-sm font-semibold text-ink">
            Email
          </label>
          <p id={`${id}-email-hint`} className="mt-0.5 text-xs text-ink-soft">
            Your login. It cannot be changed here.
          </p>
          <input
            id={`${id}-email`}
            type="email"
            value={email}
            readOnly
            aria-describedby={`${id}-email-hint`}
            className={`mt-1.5 ${READONLY_INPUT}`}
          />
        </div>
        <IntentForm form={form} intent={INTENTS.password} className="space-y-5">
          {askCurrentPassword ? <CurrentPasswordField field={fields.current_password} /> : null}
          <PasswordFields
            password={fields.password}
            confirmation={fields.password_confirmation}
            passwordLabel={askCurrentPassword ? "New password" : "Password"}
          />
          <SubmitButton
            className="btn-primary w-full sm:w-auto"
            pendingLabel="Updating…"
            ready={Boolean(fields.password.value)}
          >
            Update
          </SubmitButton>
        </IntentForm>
      </div>
    </Section>
  );
}

/**
 * Deleting is the page's last and quietest part: below the password, in an
 * outlined danger button, never a filled one beside Update.
 */
function DeleteAccountSection({ answer }: { answer: Answer }) {
  const { form, fields, askCurrentPassword } = useSecurityForm(deleteAccountForm, "delete-account", answer);
  return (
    <Section
      title="Delete Account"
      titleClassName="text-base font-bold text-danger"
      intro="This deletes your profile, your styles and all your photos and videos, and logs you out everywhere. It cannot be undone."
      className="rounded-2xl border border-danger/30 p-5 sm:p-6"
    >
      <IntentForm form={form} intent={INTENTS.delete} className="mt-4 space-y-4">
        {askCurrentPassword ? <CurrentPasswordField field={fields.current_password} /> : null}
        <CheckboxField field={fields.agree} label="I agree to delete my account" />
        <SubmitButton
          className="btn border border-danger bg-white text-danger hover:bg-danger/5"
          pendingLabel="Deleting…"
        >
          Delete Account
        </SubmitButton>
      </IntentForm>
    </Section>
  );
}

/**
 * The step the API asks for on an older session. Focused as it appears (the
 * server HTML's autofocus; with JavaScript the form focuses its first error).
 */
function CurrentPasswordField({ field }: { field: FieldLike }) {
  return (
    <div className="rounded-xl border border-line bg-paper p-4">
      <TextField
        field={field}
        label="Current password"
        type="password"
        description="You signed in a while ago: confirm it is you before this change."
        inputProps={{ autoComplete: "current-password", autoFocus: true }}
      />
    </div>
  );
}

export const meta: Route.MetaFunction = () => [{ title: "Access and security | Stylecast" }];
