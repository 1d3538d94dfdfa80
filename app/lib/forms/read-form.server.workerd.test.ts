import { MESSAGES } from "@contract/messages";
import { describe, expect, it } from "vitest";
import { readForm, tryReadForm } from "~/lib/forms/read-form.server";

/** workerd's own `Request.formData()`, as a page's action meets it. */
const post = (body: BodyInit, contentType?: string) =>
  new Request("http://localhost/login", {
    method: "POST",
    body,
    headers: contentType ? { "Content-Type": contentType } : {},
  });

const multipart = (boundary: string, body: string) =>
  post(body.replaceAll("\n", "\r\n"), `multipart/form-data; boundary=${boundary}`);
const MULTIPART_BODY = `--XyZ
Content-Disposition: form-data; name="email"

ann@example.com
--XyZ--
`;

describe("readForm", () => {
  it("reads a urlencoded form (with a charset)", async () => {
    const form = await readForm(post("email=ann%40example.com&x=1", "application/x-www-form-urlencoded;charset=UTF-8"));
    expect(form.get("email")).toBe("ann@example.com");
  });

  it("reads a multipart form", async () => {
    const form = await readForm(multipart("XyZ", MULTIPART_BODY));
    expect(form.get("email")).toBe("ann@example.com");
  });

  it.each([
    ["JSON", '{"email":"ann@example.com"}', "application/json"],
    ["plain text", "email=ann@example.com", "text/plain"],
    // Bytes: a string body would get text/plain from the Request constructor.
    ["no content type", new TextEncoder().encode("email=ann@example.com"), undefined],
  ])("answers %s with 415 and the message, not a 500", async (_, body, type) => {
    expect(post(body, type).headers.get("Content-Type")).toBe(type ?? null);
    expect(await tryReadForm(post(body, type))).toEqual({ ok: false, status: 415, message: MESSAGES.formContentType });
    const thrown = await readForm(post(body, type)).catch((error: unknown) => error);
    expect(thrown).toBeInstanceOf(Response);
    expect((thrown as Response).status).toBe(415);
    expect(await (thrown as Response).json()).toEqual({ message: MESSAGES.formContentType });
  });

  it.each([
    ["multipart without a boundary", post(MULTIPART_BODY, "multipart/form-data")],
    ["multipart with another boundary", multipart("Other", MULTIPART_BODY)],
    ["multipart cut short", multipart("XyZ", MULTIPART_BODY.slice(0, 40))],
  ])("answers %s with 400 and the message", async (_, request) => {
    const thrown = await readForm(request).catch((error: unknown) => error);
    expect(thrown).toBeInstanceOf(Response);
    expect((thrown as Response).status).toBe(400);
    expect(await (thrown as Response).json()).toEqual({ message: MESSAGES.formUnreadable });
  });
});
