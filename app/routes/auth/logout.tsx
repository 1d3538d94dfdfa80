import { signOut } from "@contract/endpoints/session";
import { AUTH_MESSAGES } from "@contract/messages";
import { Form, Link, redirect } from "react-router";
import { FormCard } from "~/components/form-field";
import { api, loginPath } from "~/lib/api-client.server";
import { useIsPending } from "~/lib/forms/use-is-pending";
import { requireSignedIn } from "~/lib/guards.server";
import { endSession, readSession } from "~/lib/session.server";
import { toasts } from "~/lib/toast.server";
import type { Route } from "./+types/logout";

/** /logout (auth): a GET only asks; the header's Logout button and this page's button POST here. A TV may leave too. */
export async function loader(args: Route.LoaderArgs) {
  await requireSignedIn(args);
  return null;
}

export async function action(args: Route.ActionArgs) {
  const { user, tokens } = readSession(args.context);
  if (!user || !tokens) throw redirect(loginPath(args.request));
  // The session's tokens as they are, neither renewed nor retried: a 401 says the session had already ended.
  const result = await api(args, signOut, { tokens });
  // Out here whatever the API said: the visitor asked to leave.
  endSession(args.context);
  if (result.ok || result.status === 401) {
    return toasts().redirectWithSuccess("/", result.ok ? result.message : AUTH_MESSAGES.loggedOut);
  }
  return toasts().redirectWithWarning("/", result.message);
}

export default function Logout() {
  const submitting = useIsPending();
  return (
    <FormCard title="Log out of Stylecast?" intro="You can log in again at any time.">
      <Form method="post" className="flex flex-col gap-3 sm:flex-row-reverse">
        <button type="submit" className="btn-primary w-full sm:w-auto" disabled={submitting}>
          Logout
        </button>
        <Link to="/" className="btn-secondary w-full sm:w-auto">
          Cancel
        </Link>
      </Form>
    </FormCard>
  );
}

export const meta: Route.MetaFunction = () => [{ title: "Logout | Stylecast" }];
