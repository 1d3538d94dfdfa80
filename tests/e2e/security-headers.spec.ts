import { expect, test } from "./fixtures";

/** Issue 8: the same protective headers on every kind of response, and a nonce CSP on pages. */
const COMMON = {
  "strict-transport-security": /max-age=31536000/,
  "x-content-type-options": /^nosniff$/,
  "referrer-policy": /strict-origin-when-cross-origin/,
  "permissions-policy": /camera=\(\)/,
};

for (const [kind, path] of [
  ["a page", "/"],
  ["a 404 page", "/no-such-page"],
  ["a redirect", "/faq"],
  ["the API", "/v1/health"],
  ["the API document", "/v1/openapi.json"],
  ["missing media", "/media/accounts/none/avatar/x.png"],
] as const) {
  test(`${kind} (${path}) carries the security headers`, async ({ request }) => {
    const response = await request.get(path, { maxRedirects: 0 });
    const headers = response.headers();
    for (const [name, value] of Object.entries(COMMON)) expect(headers[name], name).toMatch(value);
  });
}

test("pages carry a nonce CSP whose nonce is on every inline script, and a fresh one each time", async ({
  request,
}) => {
  const first = await request.get("/login");
  const csp = first.headers()["content-security-policy"] ?? "";
  expect(csp).toContain("default-src 'self'");
  expect(csp).toContain("object-src 'none'");
  const nonce = /'nonce-([^']+)'/.exec(csp)?.[1] ?? "";
  expect(nonce).not.toBe("");
  const html = await first.text();
  const inlineScripts = [...html.matchAll(/<script(?![^>]*\bsrc=)([^>]*)>/g)].map((match) => match[1] ?? "");
  expect(inlineScripts.length).toBeGreaterThan(0);
  for (const attributes of inlineScripts) expect(attributes).toContain(`nonce="${nonce}"`);
  const second = await request.get("/login");
  expect(second.headers()["content-security-policy"]).not.toContain(nonce);
});

test("an anonymous page sets no cookie and may be revalidated; a signed-in page is private and never stored", async ({
  request,
  page,
  stylist,
}) => {
  const anonymous = await request.get("/", { headers: { Cookie: "" } });
  expect(anonymous.headers()["set-cookie"]).toBeUndefined();
  expect(anonymous.headers()["cache-control"]).toBe("no-cache");

  const signedIn = await page.request.get(`/accounts/${stylist.accountId}`);
  expect(signedIn.headers()["cache-control"]).toBe("private, no-store");
});

test("hashed build files are cached for a year", async ({ page }) => {
  const assets: string[] = [];
  page.on("response", (response) => {
    if (new URL(response.url()).pathname.startsWith("/assets/")) assets.push(response.headers()["cache-control"] ?? "");
  });
  await page.goto("/login");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  expect(assets.length).toBeGreaterThan(0);
  for (const cacheControl of assets) expect(cacheControl).toBe("public, max-age=31536000, immutable");
});
