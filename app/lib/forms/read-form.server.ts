import { MESSAGES } from "@contract/messages";

const FORM_TYPES = ["application/x-www-form-urlencoded", "multipart/form-data"];

type FormRead = { ok: true; form: FormData } | { ok: false; status: 400 | 415; message: string };

/**
 * The submitted form, or why there is none: `request.formData()` throws on a
 * body that is not a form (JSON, text, a multipart body without its boundary
 * or cut short), which would end as a 500. For actions that answer a failure
 * their own way (the avatar's JSON); the others use `readForm`.
 */
export async function tryReadForm(request: Request): Promise<FormRead> {
  const type = (request.headers.get("Content-Type") ?? "").split(";")[0]?.trim().toLowerCase() ?? "";
  if (!FORM_TYPES.includes(type)) return { ok: false, status: 415, message: MESSAGES.formContentType };
  try {
    return { ok: true, form: await request.formData() };
  } catch {
    return { ok: false, status: 400, message: MESSAGES.formUnreadable };
  }
}

/**
 * The submitted form of an action. A body that is not a form throws a 415
 * (wrong content type) or 400 (unreadable) with the message, shown by the
 * ErrorBoundary. A Response, not `data()`: a resource route (cookie-consent)
 * answers a thrown Response as it is, but turns a thrown `data()` into a bare
 * "Unexpected Server Error".
 */
export async function readForm(request: Request): Promise<FormData> {
  const read = await tryReadForm(request);
  if (read.ok) return read.form;
  throw Response.json({ message: read.message }, { status: read.status });
}
