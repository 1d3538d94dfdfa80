import { AVATAR_EMPTY } from "@contract/avatar-file";
import { deleteAvatar } from "@contract/endpoints/account";
import { redirect } from "react-router";
import type { AvatarActionAnswer } from "~/components/avatar-field";
import { api } from "~/lib/api-client.server";
import { statusForFailure } from "~/lib/api-failure.server";
import { tryReadForm } from "~/lib/forms/read-form.server";
import { assertSameOrigin } from "~/lib/same-origin.server";
import { toasts } from "~/lib/toast.server";
import type { Route } from "./+types/avatar";
import { pickedAvatar, saveAvatar } from "./save-avatar.server";

/**
 * POST /accounts/{account_id}/avatar: delete (`intent=delete`) or upload
 * (multipart field `avatar`) the avatar. The profile page saves a picked
 * avatar with its "Save changes" (profile.tsx); its Delete posts here. A
 * script asks for JSON (`Accept: application/json`) to stay on the page; a
 * plain form gets a redirect back with a flash toast. The owner guard is the
 * layout's middleware.
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

  const file = pickedAvatar(form);
  if (!file) return answer({ ok: false, message: AVATAR_EMPTY, toastType: "error" }, 422);
  const saved = await saveAvatar(args, file);
  return saved.ok
    ? answer({ ok: true, message: saved.message, toastType: "success", avatar: saved.avatar })
    : answer({ ok: false, message: saved.message, toastType: saved.toastType }, saved.status);
}

function respond({ request, params }: Route.ActionArgs) {
  const wantsJson = (request.headers.get("Accept") ?? "").includes("application/json");
  const back = `/accounts/${params.accountId}`;
  return (answer: AvatarActionAnswer, status = 200) =>
    wantsJson
      ? Response.json(answer, { status })
      : toasts().redirectWithToast(back, { message: answer.message, type: answer.toastType });
}
