import type { SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { BEFORE_FIELDS } from "@contract/before-picture";
import { listServices } from "@contract/endpoints/services";
import { createStyle, getStyle, updateStyle } from "@contract/endpoints/styles";
import type { Style } from "@contract/style";
import { SCHEDULE_FIELDS } from "@contract/style-schedule-fields";
import { data } from "react-router";
import { type ApiFailure, api, type RouteArgs } from "~/lib/api-client.server";
import { errorFromApiFailure, statusForFailure } from "~/lib/api-failure.server";
import { missingMedia } from "./missing-media";
import { STYLE_FORM_FIELDS, type StyleFormValues, styleFormSchema } from "./style-form-schema";
import { isVideoItem, posterOf, shownItems } from "./style-media";

/** A style of the signed-in owner (the API also answers with someone else's approved style); anyone else's (the API shows their approved ones too) does not exist here. */
export async function loadOwnStyle(args: RouteArgs, accountId: string, styleId: string): Promise<Style> {
  const result = await api(args, getStyle, { params: { id: styleId } });
  if (!result.ok) throw errorFromApiFailure(result);
  if (result.data.attributes.account.account_id !== accountId) throw data(null, { status: 404 });
  return result.data;
}

/** The services the owner may name a style after (issue 37), in their order. */
export async function loadServiceChoices(args: RouteArgs) {
  const result = await api(args, listServices);
  if (!result.ok) throw errorFromApiFailure(result);
  return result.data.data;
}

export type SaveOutcome =
  | { ok: true; message: string; redirectTo: string }
  /** `hadFiles`: the form came with files, which a page sent back cannot keep. */
  | { ok: false; status: number; result: SubmissionResult<string[]>; hadFiles: boolean };

/**
 * Saves the add/edit form, posted by the page without JavaScript or by its
 * script (save-style.ts), as the API's multipart body: the fields, the
 * files as they came (originals, or what the browser converted), and on
 * edit the items to remove. Field problems come back as Conform errors on
 * the field the API names; the files' problems on the media field.
 */
export async function saveStyle(
  args: RouteArgs,
  { accountId, styleId, form }: { accountId: string; styleId: string | undefined; form: FormData },
): Promise<SaveOutcome> {
  // Conform gets the text fields only: the files never travel back into the page.
  const text = new FormData();
  for (const [name, value] of form) if (typeof value === "string") text.append(name, value);
  const submission = parseWithZod(text, { schema: styleFormSchema });
  const hadFiles = ["images", "video", "poster", BEFORE_FIELDS.image].some((name) => filesOf(form, name).length > 0);
  const current = styleId ? await loadOwnStyle(args, accountId, styleId) : undefined;
  if (submission.status !== "success") {
    // A missing photo is said with the other errors, first (STYLE_FORM_FIELDS' order), not only once they are fixed.
    const missing = missingMedia(
      keptCount(current, form),
      ["images", "video"].flatMap((name) => filesOf(form, name)).length,
    );
    const reply = submission.reply(missing ? { fieldErrors: { images: [missing] } } : undefined);
    return { ok: false, status: 400, result: reply, hadFiles };
  }

  const body = apiBody(submission.value, form, current);
  const result = current
    ? await api(args, updateStyle, { params: { id: current.id }, form: body })
    : await api(args, createStyle, { form: body });
  if (!result.ok) {
    return { ok: false, status: statusForFailure(result), result: submission.reply(errorsOf(result)), hadFiles };
  }
  // A client's style shows nowhere until they agree: the next step is asking them (issue 35).
  const waiting =
    result.data.attributes.subject === "client" &&
    !result.data.attributes.channels.pages &&
    !result.data.attributes.channels.screens;
  const redirectTo = waiting ? `/${accountId}/styles/${result.data.id}/consent` : `/${accountId}/portfolios`;
  return { ok: true, message: result.message, redirectTo };
}

/** The API's `input_name` on its field (the video and its poster are the media field's), else on the form. */
function errorsOf(failure: ApiFailure) {
  const name = fieldOf(failure.inputName);
  return name && (STYLE_FORM_FIELDS as readonly string[]).includes(name)
    ? { fieldErrors: { [name]: [failure.message] } }
    : { formErrors: [failure.message] };
}

/** The page's field for an API field: the video and its poster are the media field's, a before cover the before picture's. */
function fieldOf(inputName: string | undefined) {
  if (inputName === "video" || inputName === "poster") return "images";
  if (inputName === BEFORE_FIELDS.cover) return BEFORE_FIELDS.image;
  return inputName;
}

/** How many of the style's photos or videos an edit keeps (0 for a new style): a ticked video takes its poster. */
function keptCount(current: Style | undefined, form: FormData) {
  if (!current) return 0;
  const removed = new Set(itemsToDelete(current, form.getAll("image_to_delete").map(String)));
  return shownItems(current).filter((item) => !removed.has(item.id)).length;
}

function apiBody(values: StyleFormValues, form: FormData, current: Style | undefined) {
  const body = new FormData();
  body.set("gender", values.gender);
  body.set("color", values.color);
  body.set("style", values.style);
  body.set("tags", values.tags.join(" "));
  body.set("subject", values.subject);
  // Blank says none: a title or service taken off is cleared.
  body.set("title", values.title ?? "");
  body.set("service_id", values.service_id ?? "");
  body.set("show_in_gallery", String(values.show_in_gallery === "on"));
  body.set("hidden_in_portfolio", String(values.show_in_portfolio !== "on"));
  body.set("show_in_slideshow", String(values.show_in_slideshow === "on"));
  appendSchedule(body, values);
  // The API sets the plan from each save: a running promotion keeps its plan.
  const plan = current?.attributes.plan_name[0];
  if (plan) body.set("plan_name", plan);
  // An empty file input still sends an empty part: only real files go on.
  for (const file of filesOf(form, "images")) body.append("images", file, file.name);
  for (const file of filesOf(form, "image_covers")) body.append("image_covers", file, file.name);
  const [video] = filesOf(form, "video");
  const [poster] = filesOf(form, "poster");
  if (video) body.set("video", video, video.name);
  if (poster) body.set("poster", poster, poster.name);
  for (const name of [BEFORE_FIELDS.image, BEFORE_FIELDS.cover]) {
    const [file] = filesOf(form, name);
    if (file) body.set(name, file, file.name);
  }
  if (current) for (const id of itemsToDelete(current, values.image_to_delete)) body.append("image_to_delete", id);
  for (const id of chosenOrder(values.item_order, values.item_position)) body.append("item_order", id);
  if (values.cover_item_id) body.set("cover_item_id", values.cover_item_id);
  return body;
}

/** The schedule's fields, every one sent: blank ones (and "Always") clear what was saved. */
function appendSchedule(body: FormData, values: StyleFormValues) {
  const chosen = values.schedule === "chosen";
  for (const name of [
    SCHEDULE_FIELDS.from,
    SCHEDULE_FIELDS.until,
    SCHEDULE_FIELDS.windowFrom,
    SCHEDULE_FIELDS.windowTo,
  ]) {
    body.set(name, chosen ? (values[name] ?? "") : "");
  }
  for (const day of chosen ? (values.schedule_days ?? []) : []) body.append(SCHEDULE_FIELDS.days, day);
}

/**
 * The saved photos sorted by the positions chosen for them. Without
 * JavaScript the other selects keep their old numbers, so on a tie the
 * photo that was moved goes first, then page order.
 */
function chosenOrder(ids: string[], positions: number[]) {
  return ids
    .map((id, index) => {
      const rank = positions[index] ?? index + 1;
      return { id, rank, stayed: Number(rank === index + 1), index };
    })
    .sort((a, b) => a.rank - b.rank || a.stayed - b.stayed || a.index - b.index)
    .map(({ id }) => id);
}

const filesOf = (form: FormData, name: string) =>
  form.getAll(name).filter((value): value is File => value instanceof File && value.size > 0);

/** The ticked items of this style; a video takes its poster along (the pair is one thing on the page). */
function itemsToDelete(style: Style, ids: string[]) {
  const chosen = new Set(ids);
  const remove = new Set<string>();
  for (const item of style.attributes.payload) {
    if (!chosen.has(item.id)) continue;
    remove.add(item.id);
    const poster = isVideoItem(item) ? posterOf(style, item) : undefined;
    if (poster) remove.add(poster.id);
  }
  return [...remove];
}
