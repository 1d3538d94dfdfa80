import { AVATAR_EMPTY, AVATAR_IS_VIDEO, checkAvatarFile } from "@contract/avatar-file";
import { deleteAvatar, uploadAvatar } from "@contract/endpoints/account";
import { redirect } from "react-router";
import type { AvatarActionAnswer } from "~/components/avatar-field";
import { api } from "~/lib/api-client.server";
import { statusForFailure } from "~/lib/api-failure.server";
import { tryReadForm } from "~/lib/forms/read-form.server";
import { assertSameOrigin } from "~/lib/same-origin.server";
import { toasts } from "~/lib/toast.server";
import type { Route } from "./+types/avatar";

/**
 * POST /accounts/{account_id}/avatar: upload (multipart field `avatar`) or
 * delete (`intent=delete`) the avatar. The profile page's script asks for
 * JSON (`Accept: application/json`) to show progress and stay on the page;
 * a plain form gets a redirect back with a flash toast. The owner guard is
 * the layout's middleware.
 */
export function loader({ params }: Route.LoaderArgs) {
  return redirect(`/accounts/${params.accountId}`);
}

export async function action(args: Route.ActionArgs) {
  assertSameOrigin(args.request);
  const answer = respond(args);
  const read = await tryReadForm(args.request);
  if (!read.ok) return answer({ ok: false, message: read.message, toastType: "error" }, read.status);
  const { form } = read;

  if (form.get("intent") === "delete") {
    const result = await api(args, deleteAvatar);
    return result.ok
      ? answer({ ok: true, message: result.message, toastType: "success", avatar: "" })
      : answer({ ok: false, message: result.message, toastType: result.toastType }, statusForFailure(result));
  }

  const file = form.get("avatar");
  if (!(file instanceof File) || file.size === 0) {
    return answer({ ok: false, message: AVATAR_EMPTY, toastType: "error" }, 422);
  }
  const check = checkAvatarFile(file);
  if (!check.ok) return answer({ ok: false, message: check.message, toastType: check.toastType }, 422);

  const body = new FormData();
  body.set("avatar", file, file.name);
  const result = await api(args, uploadAvatar, { form: body });
  if (!result.ok) {
    // The API looks at the real content: a video named .png is still a video (spec §5: a warning).
    const toastType = result.message === AVATAR_IS_VIDEO ? "warning" : result.toastType;
    return answer({ ok: false, message: result.message, toastType }, statusForFailure(result));
  }
  return answer({ ok: true, message: result.message, toastType: "success", avatar: result.data.avatar });
}

function respond({ request, params }: Route.ActionArgs) {
  const wantsJson = (request.headers.get("Accept") ?? "").includes("application/json");
  const back = `/accounts/${params.accountId}`;
  return (answer: AvatarActionAnswer, status = 200) =>
    wantsJson
      ? Response.json(answer, { status })
      : toasts().redirectWithToast(back, { message: answer.message, type: answer.toastType });
}
