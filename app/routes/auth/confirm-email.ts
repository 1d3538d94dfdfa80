import { toasts } from "~/lib/toast.server";
import type { Route } from "./+types/confirm-email";
import { confirmEmail } from "./auth-api.server";

/** /confirm_email?confirm_token=…, the link of the confirmation mail: always on to login, with the API's message. */
export async function loader(args: Route.LoaderArgs) {
  const token = new URL(args.request.url).searchParams.get("confirm_token") ?? "";
  const result = await confirmEmail(args, token);
  return result.ok
    ? toasts().redirectWithSuccess("/login", result.message)
    : toasts().redirectWithError("/login", result.message);
}
