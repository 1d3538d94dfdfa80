import { readFileSync } from "node:fs";
import { BEFORE_FIELDS } from "@contract/before-picture";
import type { Style } from "@contract/style";
import { type APIRequestContext, expect } from "@playwright/test";
import { baseURL } from "../../../playwright.config";
import { apiHeaders } from "./styles-api";
import type { ApiSession } from "./stylists";
import { approveStyle } from "./visitor";

/**
 * Issue 37's before/after fixtures: two small pictures cut from the real
 * garden photograph (480 × 600 JPEG), the before one in grey, the after one
 * in colour, so a screenshot tells them apart at a glance.
 */
const photo = (which: "before" | "after") => ({
  name: `${which}.jpg`,
  mimeType: "image/jpeg",
  buffer: readFileSync(`tests/fixtures/media/before-after-${which}.jpg`),
});
export const BEFORE_PHOTO = photo("before");
export const AFTER_PHOTO = photo("after");

/** An approved before/after style of `session`'s account, added through the API. */
export async function approvedBeforeAfterStyle(request: APIRequestContext, session: ApiSession): Promise<Style> {
  const response = await request.post(`${baseURL}/v1/users/portfolios`, {
    headers: apiHeaders(session),
    multipart: {
      gender: "female",
      color: "blonde",
      style: "long",
      tags: "#beforeafter",
      subject: "none",
      images: AFTER_PHOTO,
      [BEFORE_FIELDS.image]: BEFORE_PHOTO,
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  const style = ((await response.json()) as { data: Style }).data;
  await approveStyle(request, style.id);
  return style;
}
