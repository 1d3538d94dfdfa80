import { confirmEmail } from "@contract/endpoints/session";
import { redirect } from "react-router";
import { api } from "~/lib/api-client.server";
import { toasts } from "~/lib/toast.server";
import type { Route } from "./+types/confirm-email";
import { loginNoticePath } from "./login-notices";

/**
 * /confirm_email?confirm_token=…, the link of the confirmation mail: always on
 * to login, which says how it went and stays saying it (a wrong or used link
 * gets the offer of a new one). When the API could not be asked, its message
 * comes as a toast: the link may well be fine.
 */
export async function loader(args: Route.LoaderArgs) {
  const token = new URL(args.request.url).searchParams.get("confirm_token") ?? "";
  const result = await api(args, confirmEmail, { query: { confirm_token: token } });
  if (result.ok) return redirect(loginNoticePath("confirmed"));
  if (result.status >= 400 && result.status < 500) return redirect(loginNoticePath("confirm-link-invalid"));
  return toasts().redirectWithError("/login", result.message);
}
