import { execFileSync } from "node:child_process";
import type { GalleryPage, PublicProfile } from "@contract/visitor";
import { type APIRequestContext, expect } from "@playwright/test";
import { baseURL } from "../../../playwright.config";
import { devVar } from "./dev-vars";
import { solidPng } from "./png";
import type { ApiSession } from "./stylists";

/** The visitor pages' e2e helpers (issue 10): the seeded demo shop, and styles and states made for a test. */
const apiHeaders = () => ({ "X-API-Key": devVar("API_KEY") });

/** The demo shop "Salon Demo" as visitors see it (seeded: workers/dev/seed.ts and seed-visitor.ts). */
export async function demoShop(request: APIRequestContext) {
  const gallery = await request.get(`${baseURL}/v1/public/gallery?q=salon%20demo`, { headers: apiHeaders() });
  const { data } = (await gallery.json()) as { data: GalleryPage };
  const accountId = data.styles[0]?.account_id ?? "";
  const profile = await request.get(`${baseURL}/v1/public/accounts/${accountId}`, { headers: apiHeaders() });
  expect(profile.status()).toBe(200);
  const shop = ((await profile.json()) as { data: PublicProfile }).data;
  const style = shop.styles[0];
  if (!style) throw new Error("the demo shop has no approved style: is the seed complete?");
  return {
    accountId,
    profile: shop,
    aboutMe: `/salon-demo/me?account_id=${accountId}`,
    stylist: `/salon-demo/stylist/${accountId}`,
    style: `/salon-demo/${style.id}/style`,
    styleId: style.id,
  };
}

/** A new style of `session`'s account, through the API (unapproved, as every new style is). */
export async function addStyle(request: APIRequestContext, session: ApiSession) {
  const response = await request.post(`${baseURL}/v1/users/portfolios`, {
    headers: {
      ...apiHeaders(),
      Authorization: `Bearer ${session.tokens.accessToken}`,
      "refresh-token": session.tokens.refreshToken,
    },
    multipart: {
      gender: "female",
      color: "red",
      style: "short",
      tags: "#e2e",
      images: { name: "e2e.png", mimeType: "image/png", buffer: solidPng(64) },
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as { data: { id: string } }).data.id;
}

/**
 * SQL on the e2e server's local D1, for states no page or API of this issue
 * makes (an admin's approval or block: issue 13). Values are bound by quoting
 * ids we made ourselves: `[A-Za-z0-9_-]` only. The running server may hold the
 * database for a moment: SQLITE_BUSY is tried again.
 */
export async function runSql(sql: string) {
  const args = [
    "wrangler",
    "d1",
    "execute",
    "DB",
    "--local",
    "--persist-to",
    process.env.STATE_DIR ?? ".wrangler/e2e-state",
  ];
  const env = { ...process.env, CI: "true", CLOUDFLARE_CF_FETCH_ENABLED: "false", WRANGLER_SEND_METRICS: "false" };
  for (let attempt = 1; ; attempt++) {
    try {
      execFileSync("npx", [...args, "--command", sql], { stdio: "pipe", env });
      return;
    } catch (error) {
      const busy = /SQLITE_BUSY|database is locked/.test(String((error as { stderr?: Buffer }).stderr ?? error));
      if (!busy || attempt >= 8) throw error;
      await new Promise((resolve) => setTimeout(resolve, 250 * attempt));
    }
  }
}

export const safeId = (id: string) => {
  if (!/^[A-Za-z0-9_-]+$/.test(id)) throw new Error(`not an id: ${id}`);
  return id;
};
