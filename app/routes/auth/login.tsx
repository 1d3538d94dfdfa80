import { parseWithZod } from "@conform-to/zod/v4";
import { emailField, loginSchema } from "@contract/auth-schemas";
import { AUTH_MESSAGES, MESSAGES } from "@contract/messages";
import { toSessionUser } from "@contract/session-user";
import { TV_PAIRING_MAX_AGE_SECONDS, TV_PAIRING_MESSAGES } from "@contract/tv-pairing";
import { useEffect, useRef } from "react";
import { data, Link, useRevalidator, useSubmit } from "react-router";
import { z } from "zod";
import { EMAIL_TYPING, FormCard, IntentForm, SubmitButton, TextField } from "~/components/form-field";
import { OutcomeNotice } from "~/components/outcome-notice";
import { readForm } from "~/lib/forms/read-form.server";
import { replyFromApiFailure } from "~/lib/forms/reply-from-api-failure.server";
import { useZodForm } from "~/lib/forms/use-zod-form";
import { requireAnonymous } from "~/lib/guards.server";
import { safeRedirect } from "~/lib/safe-redirect";
import { startSession } from "~/lib/session.server";
import { toasts } from "~/lib/toast.server";
import type { Route } from "./+types/login";
import { resendConfirmationMail, signIn } from "./auth-api.server";
import { type LoginNotice, readLoginNotice } from "./login-notices";
import { finishTvPairing, startTvPairing, type TvPairing } from "./tv-pairing.server";
import { useTvLogin } from "./use-tv-login";

/** Browsers autofill without input events: check what they filled in after this long (spec §5). */
const AUTOFILL_RECHECK_MS = 1500;
const LOGIN_FIELDS = ["email", "password"] as const;
/** The page's two forms post to one action: logging in, and asking for a new confirmation link. */
const INTENTS = { login: "login", newLink: "new-confirmation-link", tvPair: "tv-pair" } as const;

const newLinkSchema = z.object({ email: emailField });

/**
 * /login and /tv (the TV's login view, decisions.md): anonymous only. The
 * query may name an outcome to show (`notice`, login-notices.ts) and the
 * e-mail to fill in.
 */
export async function loader(args: Route.LoaderArgs) {
  await requireAnonymous(args);
  const url = new URL(args.request.url);
  const email = url.searchParams.get("email")?.trim() ?? "";
  // A revalidation from the page asks for /tv.data: the same page.
  const isTv = url.pathname.replace(/\.data$/, "") === "/tv";
  // /tv also offers pairing by QR (issue 12): a new secret, in its own cookie, for every page it shows.
  const tv = isTv ? await startTvPairing(args.request) : null;
  return data(
    {
      isTv,
      pairing: tv?.pairing ?? null,
      socketId: url.searchParams.get("socketId") ?? undefined,
      redirect: url.searchParams.get("redirect") ?? undefined,
      notice: readLoginNotice(url.searchParams.get("notice")),
      email: emailField.safeParse(email).success ? email : "",
    },
    tv ? { headers: { "Set-Cookie": tv.setCookie, "Cache-Control": "private, no-store" } } : undefined,
  );
}

export async function action(args: Route.ActionArgs) {
  await requireAnonymous(args);
  const formData = await readForm(args.request);
  if (formData.get("intent") === INTENTS.newLink) return sendNewConfirmationLink(args, formData);
  // The TV's one-time code from its paired phone (sent by the page's script when it arrives over the cable).
  if (formData.get("intent") === INTENTS.tvPair) return finishTvPairing(args, String(formData.get("code") ?? ""));

  const extra = { intent: INTENTS.login, unconfirmedEmail: null as string | null };
  const submission = parseWithZod(formData, { schema: loginSchema });
  if (submission.status !== "success") {
    return data({ ...extra, result: submission.reply({ hideFields: ["password"] }) }, { status: 400 });
  }
  const result = await signIn(args, submission.value);
  if (!result.ok) {
    // Not confirmed yet: the page offers a new confirmation link for this e-mail.
    if (result.message === AUTH_MESSAGES.confirmFirst) extra.unconfirmedEmail = submission.value.email;
    return replyFromApiFailure(submission, result, { fields: LOGIN_FIELDS, hideFields: ["password"], extra });
  }
  if (!result.tokens) {
    console.error("sign_in answered 200 without tokens");
    return data(
      { ...extra, result: submission.reply({ formErrors: [MESSAGES.serverError], hideFields: ["password"] }) },
      { status: 502 },
    );
  }
  startSession(args.context, result.tokens, toSessionUser(result.data));
  // A stylist logs in to work on their account; a page that sent them here to log in still wins.
  const home = `/accounts/${encodeURIComponent(result.data.account_id)}`;
  return toasts().redirectWithSuccess(safeRedirect(submission.value.redirect, home), result.message);
}

/** POST /v1/users/confirmation_mails: the same answer whether or not the e-mail waits for confirmation. */
async function sendNewConfirmationLink(args: Route.ActionArgs, formData: FormData) {
  const extra = { intent: INTENTS.newLink, sent: null as string | null };
  const submission = parseWithZod(formData, { schema: newLinkSchema });
  if (submission.status !== "success") return data({ ...extra, result: submission.reply() }, { status: 400 });
  const result = await resendConfirmationMail(args, submission.value.email);
  if (!result.ok) return replyFromApiFailure(submission, result, { fields: ["email"], extra });
  return data({ ...extra, sent: result.message, result: submission.reply() });
}

export default function Login({ loaderData, actionData }: Route.ComponentProps) {
  const submitted = useRef(false);
  const login = actionData?.intent === INTENTS.login ? actionData : undefined;
  const newLink = actionData?.intent === INTENTS.newLink ? actionData : undefined;
  const tvPair = actionData?.intent === INTENTS.tvPair ? actionData : undefined;
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

  const loginCard = (
    <FormCard
      title="Login"
      intro={loaderData.isTv ? "Log in to start your slideshow on this screen." : "Welcome back to Stylecast."}
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
  if (!loaderData.pairing) return loginCard;
  return (
    <div className="mx-auto grid w-full max-w-7xl items-center gap-2 px-3 py-6 lg:grid-cols-[26rem_minmax(0,1fr)] lg:gap-8 lg:px-8 lg:py-4">
      {loginCard}
      <TvPairingPanel pairing={loaderData.pairing} failure={tvPair} />
    </div>
  );
}

/**
 * The TV's QR code (issue 12): a phone where the stylist is logged in scans it
 * and confirms; the one-time code then arrives here over the cable and is
 * posted to this page's action, which logs the TV in. Large enough to scan
 * from across a shop.
 */
function TvPairingPanel({
  pairing,
  failure,
}: {
  pairing: TvPairing;
  /** The last refused exchange (each refusal a new object, so the TV listens again after every one). */
  failure?: { error: string };
}) {
  const error = failure?.error;
  const submit = useSubmit();
  const { revalidate } = useRevalidator();
  const revalidateRef = useRef(revalidate);
  revalidateRef.current = revalidate;
  // Its secret's cookie lasts TV_PAIRING_MAX_AGE_SECONDS: a minute before, the page takes a new one and a new QR code.
  // biome-ignore lint/correctness/useExhaustiveDependencies: once per secret (a new socket id is a new secret)
  useEffect(() => {
    const timer = setTimeout(() => void revalidateRef.current(), (TV_PAIRING_MAX_AGE_SECONDS - 60) * 1000);
    return () => clearTimeout(timer);
  }, [pairing.socketId]);
  // The cookie was gone all the same (the TV slept): a new QR code at once.
  useEffect(() => {
    if (failure?.error === TV_PAIRING_MESSAGES.pairingExpired) void revalidateRef.current();
  }, [failure]);
  const state = useTvLogin(
    pairing.socketId,
    (code) => {
      void submit({ intent: INTENTS.tvPair, code }, { method: "post", replace: true });
    },
    failure,
  );
  const status =
    state === "received" ? TV_PAIRING_MESSAGES.codeSent : state === "waiting" ? "Waiting for your phone…" : "";
  return (
    <section
      aria-labelledby="tv-pair-title"
      className="mx-3 rounded-2xl border border-line bg-white p-5 text-center shadow-sm sm:p-6 lg:mx-0"
    >
      <h2 id="tv-pair-title" className="text-2xl font-bold tracking-tight lg:text-3xl">
        Or log in with your phone
      </h2>
      <p className="mx-auto mt-1 max-w-2xl text-base text-ink-soft lg:text-xl">{TV_PAIRING_MESSAGES.scanHint}</p>
      {error ? (
        <div className="mx-auto mt-4 max-w-xl text-left">
          <OutcomeNotice tone="error" title={error}>
            <p>Confirm again on your phone, or scan the code below.</p>
          </OutcomeNotice>
        </div>
      ) : null}
      <div
        role="img"
        aria-label="QR code that logs in this TV from your phone"
        data-pair-url={pairing.pairUrl}
        className="mx-auto mt-4 aspect-square w-full max-w-[min(40rem,calc(100dvh-16rem))] [&>svg]:block [&>svg]:h-full [&>svg]:w-full"
        // SVG markup made on the server by uqr from our own URL.
        // biome-ignore lint/security/noDangerouslySetInnerHtml: server-rendered QR code, no user input
        dangerouslySetInnerHTML={{ __html: pairing.qrSvg }}
      />
      {/* Always there, so each change is announced. */}
      <p role="status" className="mt-3 text-lg font-medium text-ink empty:hidden lg:text-2xl">
        {status}
      </p>
    </section>
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

export const meta: Route.MetaFunction = ({ location }) => [
  { title: location.pathname === "/tv" ? "TV login | Stylecast" : "Login | Stylecast" },
];
