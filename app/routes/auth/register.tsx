import { type FieldMetadata, getFormProps } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { emailField, INVALID_EMAIL, registerSchema } from "@contract/auth-schemas";
import { signUp } from "@contract/endpoints/session";
import { AUTH_MESSAGES } from "@contract/messages";
import { useEffect, useState } from "react";
import { data, Form, Link, redirect, useFetcher } from "react-router";
import { CheckboxField, EMAIL_TYPING, FormAlert, FormCard, SubmitButton, TextField } from "~/components/form-field";
import { PasswordFields } from "~/components/password-fields";
import { TermsOfUseModal } from "~/components/terms-modal";
import { api } from "~/lib/api-client.server";
import { readForm } from "~/lib/forms/read-form.server";
import { replyFromApiFailure } from "~/lib/forms/reply-from-api-failure.server";
import { useZodForm } from "~/lib/forms/use-zod-form";
import { requireAnonymous } from "~/lib/guards.server";
import { useDebouncedValue } from "~/lib/use-debounced-value";
import type { Route } from "./+types/register";
import { loginNoticePath } from "./login-notices";
import type { loader as verifyLoader } from "./verify-referral-code";

const REGISTER_FIELDS = ["email", "password", "password_confirmation", "referral_code", "terms"] as const;
const PASSWORD_FIELDS = ["password", "password_confirmation"];
const VERIFY_REFERRAL_CODE_PATH = "/register/verify-code";
/** Spec §5 and §9: e-mails and referral codes of 3 characters or fewer are not checked yet. */
const CHECK_AFTER_CHARS = 3;
const REFERRAL_CHECK_DELAY_MS = 400;

/** Anonymous only. The query may carry email, referral_code and the e2e bypass token (spec §2). */
export async function loader(args: Route.LoaderArgs) {
  await requireAnonymous(args);
  const query = new URL(args.request.url).searchParams;
  return {
    email: query.get("email") ?? "",
    referralCode: query.get("referral_code") ?? "",
    bypassToken: query.get("e2e_bypass_token") ?? "",
  };
}

export async function action(args: Route.ActionArgs) {
  await requireAnonymous(args);
  const submission = parseWithZod(await readForm(args.request), { schema: registerSchema });
  if (submission.status !== "success") {
    return data({ result: submission.reply({ hideFields: PASSWORD_FIELDS }) }, { status: 400 });
  }
  const result = await api(args, signUp, {
    query: { referral_code: submission.value.referral_code },
    json: {
      email: submission.value.email,
      password: submission.value.password,
      password_confirmation: submission.value.password_confirmation,
      referral_code: submission.value.referral_code,
      settings: {},
      email_subscriptions: { terms_and_conditions: true },
      ...(submission.value.e2e_bypass_token ? { e2e_bypass_token: submission.value.e2e_bypass_token } : {}),
    },
  });
  if (!result.ok) {
    return replyFromApiFailure(submission, result, { fields: REGISTER_FIELDS, hideFields: PASSWORD_FIELDS });
  }
  // The outcome stays on the login page (with the e-mail filled in), not only in a toast.
  const ready = result.message === AUTH_MESSAGES.signUpBypassed;
  return redirect(loginNoticePath(ready ? "ready" : "registered", submission.value.email));
}

export default function Register({ loaderData, actionData }: Route.ComponentProps) {
  // Each field gives the live feedback of spec §5 itself: Conform waits for the submit.
  // Register stays enabled (unlike spec §2's "enabled only when the rules pass"): a
  // disabled button says nothing and Enter does nothing, while a submit lists what is missing.
  const [form, fields] = useZodForm(registerSchema, {
    id: "register",
    lastResult: actionData?.result,
    defaultValue: {
      email: loaderData.email,
      referral_code: loaderData.referralCode,
      has_referral_code: loaderData.referralCode ? "on" : undefined,
      e2e_bypass_token: loaderData.bypassToken,
    },
    shouldValidate: "onSubmit",
  });

  return (
    <FormCard
      title="Register"
      intro="Create your Stylecast account with the referral code you were invited with."
      footer={
        <p>
          Already have an account?{" "}
          <Link to="/login" className="inline-block py-3 font-semibold text-brand-dark underline">
            Login
          </Link>
        </p>
      }
    >
      <Form method="post" {...getFormProps(form)} className="space-y-5">
        <FormAlert id={form.errorId} errors={form.errors} />
        {loaderData.bypassToken ? <input type="hidden" name="e2e_bypass_token" value={loaderData.bypassToken} /> : null}
        <EmailField field={fields.email} />
        <ReferralCodeFields toggle={fields.has_referral_code} code={fields.referral_code} />
        <PasswordFields password={fields.password} confirmation={fields.password_confirmation} />
        <CheckboxField
          field={fields.terms}
          label="I agree to the terms and conditions"
          extra={
            <TermsOfUseModal
              inline
              trigger={<span className="inline-block py-2.5 underline">Read the Terms of Use</span>}
            />
          }
        />
        <SubmitButton className="btn-primary w-full" pendingLabel="Creating your account…">
          Register
        </SubmitButton>
      </Form>
    </FormCard>
  );
}

/** Spec §5: nothing while 3 characters or fewer, then 'Invalid Email' or a success hint. */
function EmailField({ field }: { field: FieldMetadata<string | undefined> }) {
  const [value, setValue] = useState(field.defaultValue ?? "");
  const typed = value.trim();
  const live =
    typed.length <= CHECK_AFTER_CHARS
      ? {}
      : emailField.safeParse(typed).success
        ? { success: "Email looks good" }
        : { error: INVALID_EMAIL };
  return (
    <TextField
      field={field}
      label="Email"
      type="email"
      live={live}
      inputProps={{
        autoComplete: "email",
        ...EMAIL_TYPING,
        onChange: (event) => setValue(event.currentTarget.value),
      }}
    />
  );
}

/**
 * The checkbox reveals the code field by CSS (`peer-checked`), so it works
 * without JavaScript (spec §2). The code is required, so the box comes ticked
 * and the field open whenever there is something to see: a code from the
 * link or from the last submission, or an error on it. With JavaScript a
 * code of 4 or more characters is checked against the API as it is typed
 * (spec §4); its answer shows under the field, the one place for it.
 */
function ReferralCodeFields({
  toggle,
  code,
}: {
  toggle: FieldMetadata<"on" | undefined>;
  code: FieldMetadata<string | undefined>;
}) {
  const [value, setValue] = useState(code.defaultValue ?? "");
  const live = useReferralCodeCheck(value.trim());
  const codeError = Boolean(code.errors?.length);
  const [checked, setChecked] = useState(Boolean(toggle.defaultChecked || code.defaultValue?.trim() || codeError));
  useEffect(() => {
    if (codeError) setChecked(true);
  }, [codeError]);
  const hintId = `${toggle.id}-hint`;
  return (
    <div className="flex flex-wrap items-center">
      <input
        id={toggle.id}
        name={toggle.name}
        type="checkbox"
        value="on"
        checked={checked}
        onChange={(event) => setChecked(event.currentTarget.checked)}
        aria-controls={`${code.id}-group`}
        aria-describedby={hintId}
        className="peer mr-3 size-5 shrink-0 accent-brand"
      />
      <label htmlFor={toggle.id} className="flex min-h-11 items-center text-sm text-ink">
        I have a referral code
      </label>
      <p id={hintId} className="basis-full pl-8 text-xs text-ink-soft">
        Stylecast is by invitation: you need the code of the member who invited you.
      </p>
      <div id={`${code.id}-group`} className="mt-3 hidden basis-full peer-checked:block">
        <TextField
          field={code}
          label="Referral code"
          live={live}
          inputProps={{
            autoComplete: "off",
            autoCapitalize: "characters",
            spellCheck: false,
            onChange: (event) => setValue(event.currentTarget.value),
          }}
        />
      </div>
    </div>
  );
}

function useReferralCodeCheck(code: string) {
  const fetcher = useFetcher<typeof verifyLoader>();
  const settled = useDebouncedValue(code, REFERRAL_CHECK_DELAY_MS);
  const { load } = fetcher;

  useEffect(() => {
    if (settled.length <= CHECK_AFTER_CHARS) return;
    load(`${VERIFY_REFERRAL_CODE_PATH}?${new URLSearchParams({ referral_code: settled })}`);
  }, [settled, load]);

  const answer = fetcher.data?.code === code ? fetcher.data : null;
  if (!answer) return {};
  return answer.ok ? { success: answer.message } : { error: answer.message };
}

export const meta: Route.MetaFunction = () => [{ title: "Register | Stylecast" }];
