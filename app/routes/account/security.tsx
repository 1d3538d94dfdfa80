import { getFormProps, type SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { deleteAccountSchema } from "@contract/account-schemas";
import { changePasswordSchema } from "@contract/auth-schemas";
import { useId } from "react";
import { data, Form } from "react-router";
import { CheckboxField, FormAlert } from "~/components/form-field";
import { PasswordFields } from "~/components/password-fields";
import { readForm } from "~/lib/forms/read-form.server";
import { replyFromApiFailure } from "~/lib/forms/reply-from-api-failure.server";
import { useIsPending } from "~/lib/forms/use-is-pending";
import { useZodForm } from "~/lib/forms/use-zod-form";
import { endSession } from "~/lib/session.server";
import { toasts } from "~/lib/toast.server";
import { useHydrated } from "~/lib/use-hydrated";
import type { Route } from "./+types/security";
import { cancelAccount, changePassword } from "./account-api.server";
import { accountOwner } from "./account-owner.server";
import { useAccount } from "./use-account";

const PASSWORD_FIELDS = ["password", "password_confirmation"];
const INTENTS = { password: "change-password", delete: "delete-account" } as const;
const READONLY_INPUT =
  "block min-h-11 w-full cursor-default rounded-xl border border-line bg-paper px-3 py-2 text-base text-ink-soft";

/** Access and security (spec §2): a new password, and deleting the account. */
export async function action(args: Route.ActionArgs) {
  const { accountId } = accountOwner(args.context);
  const formData = await readForm(args.request);

  if (formData.get("intent") === INTENTS.delete) {
    const submission = parseWithZod(formData, { schema: deleteAccountSchema });
    if (submission.status !== "success") {
      return data({ intent: INTENTS.delete, result: submission.reply() }, { status: 400 });
    }
    const result = await cancelAccount(args);
    if (!result.ok) {
      return replyFromApiFailure(submission, result, { fields: ["agree"], extra: { intent: INTENTS.delete } });
    }
    // The API ended every session of the account; forget ours too.
    endSession(args.context);
    return toasts().redirectWithSuccess("/", result.message);
  }

  const submission = parseWithZod(formData, { schema: changePasswordSchema });
  if (submission.status !== "success") {
    return data(
      { intent: INTENTS.password, result: submission.reply({ hideFields: PASSWORD_FIELDS }) },
      { status: 400 },
    );
  }
  const result = await changePassword(args, submission.value);
  if (!result.ok) {
    return replyFromApiFailure(submission, result, {
      fields: PASSWORD_FIELDS,
      hideFields: PASSWORD_FIELDS,
      extra: { intent: INTENTS.password },
    });
  }
  return toasts().redirectWithSuccess(`/accounts/${accountId}/security`, result.message);
}

export default function Security({ actionData }: Route.ComponentProps) {
  const account = useAccount();
  const resultFor = (intent: string) => (actionData?.intent === intent ? actionData.result : undefined);
  return (
    <div className="grid gap-6 lg:grid-cols-2 lg:items-start">
      <PasswordSection email={account.attributes.email} lastResult={resultFor(INTENTS.password)} />
      <DeleteAccountSection lastResult={resultFor(INTENTS.delete)} />
    </div>
  );
}

function PasswordSection({ email, lastResult }: { email: string; lastResult: SubmissionResult | undefined }) {
  const id = useId();
  const hydrated = useHydrated();
  const submitting = useIsPending({ intent: INTENTS.password });
  // PasswordFields gives the live feedback of spec §5: Conform waits for the submit.
  const [form, fields] = useZodForm(changePasswordSchema, {
    id: "change-password",
    lastResult,
    shouldValidate: "onSubmit",
  });
  return (
    <section aria-labelledby={id} className="card">
      <h2 id={id} className="text-lg font-bold">
        Access and security
      </h2>
      <p className="mt-1 text-sm text-ink-soft">
        A new password logs you out on your other devices; this one stays logged in.
      </p>
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
        <Form method="post" {...getFormProps(form)} className="space-y-5">
          <input type="hidden" name="intent" value={INTENTS.password} />
          <FormAlert id={form.errorId} errors={form.errors} />
          <PasswordFields password={fields.password} confirmation={fields.password_confirmation} />
          <button
            type="submit"
            className="btn-primary w-full sm:w-auto"
            disabled={submitting || (hydrated && !fields.password.value)}
          >
            {submitting ? "Updating…" : "Update"}
          </button>
        </Form>
      </div>
    </section>
  );
}

function DeleteAccountSection({ lastResult }: { lastResult: SubmissionResult | undefined }) {
  const id = useId();
  const submitting = useIsPending({ intent: INTENTS.delete });
  // A lone checkbox: leaving it unticked on the way past is no mistake yet.
  const [form, fields] = useZodForm(deleteAccountSchema, {
    id: "delete-account",
    lastResult,
    shouldValidate: "onSubmit",
  });
  return (
    <section aria-labelledby={id} className="card border-danger/30">
      <h2 id={id} className="text-lg font-bold text-danger">
        Delete Account
      </h2>
      <p className="mt-1 text-sm text-ink-soft">
        This deletes your profile, your styles and all your photos and videos, and logs you out everywhere. It cannot be
        undone.
      </p>
      <Form method="post" {...getFormProps(form)} className="mt-4 space-y-4">
        <input type="hidden" name="intent" value={INTENTS.delete} />
        <FormAlert id={form.errorId} errors={form.errors} />
        <CheckboxField field={fields.agree} label="I agree to delete my account" />
        <button
          type="submit"
          className="btn w-full bg-danger text-white hover:bg-danger/90 sm:w-auto"
          disabled={submitting}
        >
          {submitting ? "Deleting…" : "Delete Account"}
        </button>
      </Form>
    </section>
  );
}

export const meta: Route.MetaFunction = () => [{ title: "Access and security | Stylecast" }];
