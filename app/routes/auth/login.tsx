import { getFormProps } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { loginSchema } from "@contract/auth-schemas";
import { MESSAGES } from "@contract/messages";
import { useEffect, useRef } from "react";
import { data, Form, Link } from "react-router";
import { FormAlert, FormCard, TextField } from "~/components/form-field";
import { readForm } from "~/lib/forms/read-form.server";
import { replyFromApiFailure } from "~/lib/forms/reply-from-api-failure.server";
import { useIsPending } from "~/lib/forms/use-is-pending";
import { useZodForm } from "~/lib/forms/use-zod-form";
import { requireAnonymous, toSessionUser } from "~/lib/guards.server";
import { safeRedirect } from "~/lib/safe-redirect";
import { startSession } from "~/lib/session.server";
import { toasts } from "~/lib/toast.server";
import type { Route } from "./+types/login";
import { signIn } from "./auth-api.server";

/** Browsers autofill without input events: check what they filled in after this long (spec §5). */
const AUTOFILL_RECHECK_MS = 1500;
const LOGIN_FIELDS = ["email", "password"] as const;

/** /login and /tv (the TV's login view, decisions.md): anonymous only. */
export async function loader(args: Route.LoaderArgs) {
  await requireAnonymous(args);
  const url = new URL(args.request.url);
  return {
    isTv: url.pathname === "/tv",
    socketId: url.searchParams.get("socketId") ?? undefined,
    redirect: url.searchParams.get("redirect") ?? undefined,
  };
}

export async function action(args: Route.ActionArgs) {
  await requireAnonymous(args);
  const submission = parseWithZod(await readForm(args.request), { schema: loginSchema });
  if (submission.status !== "success") {
    return data({ result: submission.reply({ hideFields: ["password"] }) }, { status: 400 });
  }
  const result = await signIn(args, submission.value);
  if (!result.ok) return replyFromApiFailure(submission, result, { fields: LOGIN_FIELDS, hideFields: ["password"] });
  if (!result.tokens) {
    console.error("sign_in answered 200 without tokens");
    return data(
      { result: submission.reply({ formErrors: [MESSAGES.serverError], hideFields: ["password"] }) },
      { status: 502 },
    );
  }
  startSession(args.context, result.tokens, toSessionUser(result.data));
  return toasts().redirectWithSuccess(safeRedirect(submission.value.redirect), result.message);
}

export default function Login({ loaderData, actionData }: Route.ComponentProps) {
  const submitting = useIsPending();
  const submitted = useRef(false);
  const [form, fields] = useZodForm(loginSchema, {
    id: "login",
    lastResult: actionData?.result,
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
      <Form method="post" {...getFormProps(form)} className="space-y-5">
        <FormAlert id={form.errorId} errors={form.errors} />
        {loaderData.socketId ? <input type="hidden" name="socketId" value={loaderData.socketId} /> : null}
        {loaderData.redirect ? <input type="hidden" name="redirect" value={loaderData.redirect} /> : null}
        <TextField
          field={fields.email}
          label="Email"
          type="email"
          inputProps={{ autoComplete: "username", inputMode: "email", autoCapitalize: "none", spellCheck: false }}
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
        <button type="submit" className="btn-primary w-full" disabled={submitting}>
          {submitting ? "Logging in…" : "Login"}
        </button>
      </Form>
    </FormCard>
  );
}

export const meta: Route.MetaFunction = ({ location }) => [
  { title: location.pathname === "/tv" ? "TV login | Stylecast" : "Login | Stylecast" },
];
