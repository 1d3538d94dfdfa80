import { parseWithZod } from "@conform-to/zod/v4";
import { emailField, loginSchema } from "@contract/auth-schemas";
import { resendConfirmation } from "@contract/endpoints/session";
import { AUTH_MESSAGES } from "@contract/messages";
import { toSessionUser } from "@contract/session-user";
import { useEffect, useRef } from "react";
import { data, Link } from "react-router";
import { z } from "zod";
import { EMAIL_TYPING, FormCard, IntentForm, SubmitButton, TextField } from "~/components/form-field";
import { OutcomeNotice } from "~/components/outcome-notice";
import { api } from "~/lib/api-client.server";
import { signInWithForm } from "~/lib/forms/password-sign-in.server";
import { readForm } from "~/lib/forms/read-form.server";
import { replyFromApiFailure } from "~/lib/forms/reply-from-api-failure.server";
import { useZodForm } from "~/lib/forms/use-zod-form";
import { requireAnonymous } from "~/lib/guards.server";
import { safeRedirect } from "~/lib/safe-redirect";
import { isAdmin, startSession } from "~/lib/session.server";
import { toasts } from "~/lib/toast.server";
import type { Route } from "./+types/login";
import { type LoginNotice, noticeForRedirect, readLoginNotice } from "./login-notices";

/** Browsers autofill without input events: check what they filled in after this long (spec §5). */
const AUTOFILL_RECHECK_MS = 1500;
const LOGIN_FIELDS = ["email", "password"] as const;
/** The page's two forms post to one action: logging in, and asking for a new confirmation link. */
const INTENTS = { login: "login", newLink: "new-confirmation-link" } as const;

const newLinkSchema = z.object({ email: emailField });

/**
 * /login: anonymous only (a TV logs in at /tv, app/routes/tv). The query may
 * name an outcome to show (`notice`, login-notices.ts) and the e-mail to fill in.
 */
export async function loader(args: Route.LoaderArgs) {
  await requireAnonymous(args);
  const url = new URL(args.request.url);
  const email = url.searchParams.get("email")?.trim() ?? "";
  return {
    socketId: url.searchParams.get("socketId") ?? undefined,
    redirect: url.searchParams.get("redirect") ?? undefined,
    notice: readLoginNotice(url.searchParams.get("notice")) ?? noticeForRedirect(url.searchParams.get("redirect")),
    email: emailField.safeParse(email).success ? email : "",
  };
}

export async function action(args: Route.ActionArgs) {
  await requireAnonymous(args);
  const formData = await readForm(args.request);
  if (formData.get("intent") === INTENTS.newLink) return sendNewConfirmationLink(args, formData);

  const signedIn = await signInWithForm(args, formData, (failure, email) => ({
    intent: INTENTS.login,
    // Not confirmed yet: the page offers a new confirmation link for this e-mail.
    unconfirmedEmail: failure?.message === AUTH_MESSAGES.confirmFirst ? email : null,
  }));
  if ("reply" in signedIn) return signedIn.reply;
  // A stylist logs in to work on their account, an admin to moderate; a page that sent them here to log in still wins.
  const user = toSessionUser(signedIn.user);
  startSession(args.context, signedIn.tokens, user);
  const home = isAdmin(user) ? "/admin" : `/accounts/${encodeURIComponent(user.accountId)}`;
  return toasts().redirectWithSuccess(safeRedirect(signedIn.redirect, home), signedIn.message);
}

/** POST /v1/users/confirmation_mails: the same answer whether or not the e-mail waits for confirmation. */
async function sendNewConfirmationLink(args: Route.ActionArgs, formData: FormData) {
  const extra = { intent: INTENTS.newLink, sent: null as string | null };
  const submission = parseWithZod(formData, { schema: newLinkSchema });
  if (submission.status !== "success") return data({ ...extra, result: submission.reply() }, { status: 400 });
  const result = await api(args, resendConfirmation, { json: { email: submission.value.email } });
  if (!result.ok) return replyFromApiFailure(submission, result, { fields: ["email"], extra });
  return data({ ...extra, sent: result.message, result: submission.reply() });
}

export default function Login({ loaderData, actionData }: Route.ComponentProps) {
  const submitted = useRef(false);
  const login = actionData?.intent === INTENTS.login ? actionData : undefined;
  const newLink = actionData?.intent === INTENTS.newLink ? actionData : undefined;
  const [form, fields] = useZodForm(loginSchema, {
    id: "login",
    lastResult: login?.result,
    defaultValue: { email: loaderData.email },
    onSubmit: () => {
      submitted.current = true;
    },
  });

  // biome-ignore lint/correctness/useExhaustiveDependencies: once after mount, for what the browser autofilled
  useEffect(() => {
    const timer = setTimeout(() => {
      // A quick visitor already submitted: the answer (maybe the API's) must stay.
      if (submitted.current || actionData) return;
      const element = document.getElementById(form.id);
      if (!(element instanceof HTMLFormElement)) return;
      for (const name of LOGIN_FIELDS) {
        const input = element.elements.namedItem(name);
        if (input instanceof HTMLInputElement && input.value) form.validate({ name });
      }
    }, AUTOFILL_RECHECK_MS);
    return () => clearTimeout(timer);
  }, []);

  return (
    <FormCard
      title="Login"
      intro="Welcome back to Stylecast."
      footer={
        <p>
          New to Stylecast?{" "}
          <Link to="/register" className="inline-block py-3 font-semibold text-brand-dark underline">
            Register
          </Link>
        </p>
      }
    >
      <div className="space-y-5">
        {loaderData.notice ? (
          <Notice notice={loaderData.notice} email={loaderData.email} newLink={newLink} />
        ) : login?.unconfirmedEmail ? (
          <div className="rounded-xl border border-line bg-paper px-4 py-3 text-sm text-ink-soft">
            <p>No confirmation mail, or its link expired?</p>
            <NewLinkForm email={login.unconfirmedEmail} answer={newLink} />
          </div>
        ) : newLink ? (
          <div className="rounded-xl border border-line bg-paper px-4 py-3 text-sm text-ink-soft">
            <NewLinkForm answer={newLink} />
          </div>
        ) : null}
        <IntentForm form={form} intent={INTENTS.login} className="space-y-5">
          {loaderData.socketId ? <input type="hidden" name="socketId" value={loaderData.socketId} /> : null}
          {loaderData.redirect ? <input type="hidden" name="redirect" value={loaderData.redirect} /> : null}
          <TextField
            field={fields.email}
            label="Email"
            type="email"
            inputProps={{ autoComplete: "username", ...EMAIL_TYPING }}
          />
          <div>
            <TextField
              field={fields.password}
              label="Password"
              type="password"
              inputProps={{ autoComplete: "current-password" }}
            />
            <p className="mt-2 text-right text-sm">
              <Link
                to="/password/reset"
                className="inline-flex min-h-11 items-center font-semibold text-brand-dark underline"
              >
                Forgot your password?
              </Link>
            </p>
          </div>
          <SubmitButton className="btn-primary w-full" pendingLabel="Logging in…">
            Login
          </SubmitButton>
        </IntentForm>
      </div>
    </FormCard>
  );
}

type NewLinkAnswer = Extract<Route.ComponentProps["actionData"], { intent: typeof INTENTS.newLink }>;

/** What the page that sent the visitor here has to say (login-notices.ts), with what they can do next. */
function Notice({ notice, email, newLink }: { notice: LoginNotice; email: string; newLink?: NewLinkAnswer }) {
  switch (notice.name) {
    case "registered":
      return (
        <OutcomeNotice tone={notice.tone} title={notice.message}>
          <p>
            {email ? (
              <>
                We sent a confirmation link to <strong className="font-semibold break-all text-ink">{email}</strong>.
              </>
            ) : (
              "We sent you a confirmation link."
            )}{" "}
            Open it, then log in here.
          </p>
          <NewLinkForm email={email || undefined} answer={newLink} prompt="No mail after a few minutes?" />
        </OutcomeNotice>
      );
    case "confirm-link-invalid":
      return (
        <OutcomeNotice tone={notice.tone} title={notice.message}>
          <p>Ask for a new link below. Already confirmed? Then just log in.</p>
          <NewLinkForm answer={newLink} />
        </OutcomeNotice>
      );
    case "password-changed":
      return (
        <OutcomeNotice tone={notice.tone} title={notice.message}>
          <p>Log in with your new password.</p>
        </OutcomeNotice>
      );
    default:
      return <OutcomeNotice tone={notice.tone} title={notice.message} />;
  }
}

/**
 * Asks for a new confirmation link: for the e-mail the page knows (a button),
 * or for one typed in. The API answers the same for any e-mail.
 */
function NewLinkForm({ email, answer, prompt }: { email?: string; answer?: NewLinkAnswer; prompt?: string }) {
  const [form, fields] = useZodForm(newLinkSchema, {
    id: "new-confirmation-link",
    lastResult: answer?.result,
    defaultValue: { email: email ?? "" },
  });
  const errors = [...(form.errors ?? []), ...(email ? (fields.email.errors ?? []) : [])];
  return (
    <IntentForm form={form} intent={INTENTS.newLink} errors={errors} className="mt-2 space-y-2">
      {email ? (
        <input type="hidden" name="email" value={email} />
      ) : (
        <TextField
          field={fields.email}
          label="Your e-mail for a new link"
          type="email"
          inputProps={{ autoComplete: "email", ...EMAIL_TYPING }}
        />
      )}
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
        {prompt ? <span>{prompt}</span> : null}
        <SubmitButton className="btn-secondary" pendingLabel="Sending…">
          Send a new link
        </SubmitButton>
      </div>
      {/* Always there, so the answer is announced when it arrives. */}
      <p role="status" className="font-medium text-ink empty:hidden">
        {answer?.sent ?? ""}
      </p>
    </IntentForm>
  );
}

export const meta: Route.MetaFunction = () => [{ title: "Login | Stylecast" }];
