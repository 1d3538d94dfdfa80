import { type FieldMetadata, getFormProps, type SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { emailField, INVALID_EMAIL, requestResetSchema, resetPasswordSchema } from "@contract/auth-schemas";
import { requestPasswordReset, updatePasswords } from "@contract/endpoints/session";
import { AUTH_MESSAGES } from "@contract/messages";
import { useState } from "react";
import { data, Form, Link, redirect } from "react-router";
import { EMAIL_TYPING, FormAlert, FormCard, SubmitButton, TextField } from "~/components/form-field";
import { OutcomeNotice } from "~/components/outcome-notice";
import { PasswordFields } from "~/components/password-fields";
import { api } from "~/lib/api-client.server";
import { readForm } from "~/lib/forms/read-form.server";
import { replyFromApiFailure } from "~/lib/forms/reply-from-api-failure.server";
import { useZodForm } from "~/lib/forms/use-zod-form";
import { useDebouncedValue } from "~/lib/use-debounced-value";
import type { Route } from "./+types/password-reset";
import { loginNoticePath } from "./login-notices";

const PASSWORD_FIELDS = ["password", "password_confirmation"];
/** Spec §5: the e-mail is checked 500 ms after typing stops (at least every 10 s), and only past 8 characters. */
const EMAIL_CHECK = { delay: 500, maxWait: 10_000, afterChars: 8 };

/**
 * /password/reset (all): without a token it asks for the e-mail to send the
 * link to, and after sending it says so here (`?sent=1&email=…`), with the
 * form ready to send again; with `reset_password_token` (the mailed link) it
 * sets a new password.
 */
export function loader({ request }: Route.LoaderArgs) {
  const query = new URL(request.url).searchParams;
  const email = query.get("email")?.trim() ?? "";
  return {
    token: query.get("reset_password_token") ?? "",
    sent: query.get("sent") === "1",
    email: emailField.safeParse(email).success ? email : "",
  };
}

export async function action(args: Route.ActionArgs) {
  const formData = await readForm(args.request);
  if (formData.has("reset_password_token")) {
    const submission = parseWithZod(formData, { schema: resetPasswordSchema });
    if (submission.status !== "success") {
      return data({ result: submission.reply({ hideFields: PASSWORD_FIELDS }) }, { status: 400 });
    }
    const result = await api(args, updatePasswords, {
      json: {
        reset_password_token: submission.value.reset_password_token,
        password: submission.value.password,
        password_confirmation: submission.value.password_confirmation,
      },
    });
    if (!result.ok) {
      return replyFromApiFailure(submission, result, { fields: PASSWORD_FIELDS, hideFields: PASSWORD_FIELDS });
    }
    return redirect(loginNoticePath("password-changed"));
  }

  const submission = parseWithZod(formData, { schema: requestResetSchema });
  if (submission.status !== "success") return data({ result: submission.reply() }, { status: 400 });
  const result = await api(args, requestPasswordReset, { json: { email: submission.value.email } });
  if (!result.ok) return replyFromApiFailure(submission, result, { fields: ["email"] });
  // The outcome stays on this page: a reload or the back button still shows it, nothing is posted twice.
  return redirect(`/password/reset?${new URLSearchParams({ sent: "1", email: submission.value.email })}`);
}

export default function PasswordReset({ loaderData, actionData }: Route.ComponentProps) {
  const lastResult = actionData?.result;
  return loaderData.token ? (
    <FormCard
      title="Choose a new password"
      intro="Pick a password you don't use anywhere else."
      footer={<BackToLogin />}
    >
      <NewPasswordForm token={loaderData.token} lastResult={lastResult} />
    </FormCard>
  ) : (
    <FormCard
      title="Reset password"
      intro="Enter the e-mail address of your account and we'll send you a link to choose a new password."
      footer={<BackToLogin />}
    >
      {loaderData.sent ? (
        <div className="mb-5">
          <OutcomeNotice tone="success" title={AUTH_MESSAGES.resetRequested}>
            <p>
              Open the link in that mail to choose a new password. Nothing after a few minutes? Look in the spam folder,
              or send it again.
            </p>
          </OutcomeNotice>
        </div>
      ) : null}
      <RequestResetForm lastResult={lastResult} email={loaderData.email} again={loaderData.sent} />
    </FormCard>
  );
}

function RequestResetForm({
  lastResult,
  email,
  again,
}: {
  lastResult: SubmissionResult | undefined;
  email: string;
  again: boolean;
}) {
  // The e-mail's live check is timed by spec §5 (ResetEmailField): Conform waits for the submit.
  const [form, fields] = useZodForm(requestResetSchema, {
    id: "request-reset",
    lastResult,
    defaultValue: { email },
    shouldValidate: "onSubmit",
  });
  return (
    <Form method="post" {...getFormProps(form)} className="space-y-5">
      <FormAlert id={form.errorId} errors={form.errors} />
      <ResetEmailField field={fields.email} />
      <SubmitButton className="btn-primary w-full" pendingLabel="Sending…">
        {again ? "Send the link again" : "Send reset link"}
      </SubmitButton>
    </Form>
  );
}

function ResetEmailField({ field }: { field: FieldMetadata<string | undefined> }) {
  const [value, setValue] = useState(field.defaultValue ?? "");
  const settled = useDebouncedValue(value.trim(), EMAIL_CHECK.delay, EMAIL_CHECK.maxWait);
  const invalid = settled.length > EMAIL_CHECK.afterChars && !emailField.safeParse(settled).success;
  return (
    <TextField
      field={field}
      label="Email"
      type="email"
      live={invalid ? { error: INVALID_EMAIL } : {}}
      inputProps={{
        autoComplete: "email",
        ...EMAIL_TYPING,
        onChange: (event) => setValue(event.currentTarget.value),
      }}
    />
  );
}

function NewPasswordForm({ token, lastResult }: { token: string; lastResult: SubmissionResult | undefined }) {
  const [ready, setReady] = useState(false);
  // PasswordFields gives the live feedback of spec §5: Conform waits for the submit.
  const [form, fields] = useZodForm(resetPasswordSchema, {
    id: "new-password",
    lastResult,
    shouldValidate: "onSubmit",
  });
  return (
    <Form method="post" {...getFormProps(form)} className="space-y-5">
      {/* A broken link leaves the hidden token at fault: say so on the form. */}
      <FormAlert id={form.errorId} errors={[...(form.errors ?? []), ...(fields.reset_password_token.errors ?? [])]} />
      <input type="hidden" name="reset_password_token" value={token} />
      <PasswordFields
        password={fields.password}
        confirmation={fields.password_confirmation}
        passwordLabel="New password"
        onReadyChange={setReady}
      />
      <SubmitButton className="btn-primary w-full" pendingLabel="Saving…" ready={ready}>
        Change password
      </SubmitButton>
    </Form>
  );
}

function BackToLogin() {
  return (
    <p>
      Remembered it?{" "}
      <Link to="/login" className="inline-block py-3 font-semibold text-brand-dark underline">
        Back to login
      </Link>
    </p>
  );
}

export const meta: Route.MetaFunction = () => [{ title: "Reset password | Stylecast" }];
