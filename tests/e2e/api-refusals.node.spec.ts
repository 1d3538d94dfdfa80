import { API_KEY_HEADER } from "@contract/api-headers";
import { expect, test } from "@playwright/test";
import { devVar } from "./support/dev-vars";

/**
 * A /v1 answer that refuses a request before its handler reads the body (no
 * API key, a Content-Type it never parses, a body over its limit, a rate limit)
 * still reads the rest of that body first. Otherwise local workerd's proxy
 * fails that answer or the next request on the connection with
 * `500 Network connection lost` (toolchain.md): seen with bodies from about
 * 300 KB, so each refusal here carries 1 MB.
 */
const BODY = "x".repeat(1024 * 1024);
const json = { "Content-Type": "application/json" };
const MULTIPART = `--b\r\nContent-Disposition: form-data; name="question"\r\n\r\n${BODY}\r\n--b--\r\n`;

test("fifty refused requests with a 1 MB body, each followed by another on the same connection: every answer is the one the API means", async ({
  request,
}) => {
  test.setTimeout(120_000);
  const key = { [API_KEY_HEADER]: devVar("API_KEY") };
  // An address of its own, so the FAQ's limit (5 an hour per visitor) is this test's alone.
  const visitor = { "CF-Connecting-IP": "198.51.100.77" };
  let questions = 0;
  const refusals = [
    { expected: () => 401, send: () => request.post("/v1/users/sign_in", { headers: json, data: BODY }) },
    {
      expected: () => 415,
      send: () => request.post("/v1/users/sign_in", { headers: { ...key, "Content-Type": "text/plain" }, data: BODY }),
    },
    {
      expected: () => 413,
      send: () => request.post("/v1/users/sign_in", { headers: { ...key, ...json }, data: BODY }),
    },
    {
      // The limit counts before the JSON check: five 415s, then 429s.
      expected: () => (++questions <= 5 ? 415 : 429),
      send: () =>
        request.post("/v1/support/questions", {
          headers: { ...key, ...visitor, "Content-Type": "multipart/form-data; boundary=b" },
          data: MULTIPART,
        }),
    },
  ];
  for (let pair = 0; pair < 50; pair++) {
    const refusal = refusals[pair % refusals.length];
    if (!refusal) throw new Error("no refusal");
    const expected = refusal.expected();
    const refused = await refusal.send();
    const next = await request.get("/v1/health");
    expect.soft(refused.status(), `pair ${pair}: ${(await refused.text()).slice(0, 120)}`).toBe(expected);
    expect.soft(next.status(), `pair ${pair}, the next request: ${(await next.text()).slice(0, 120)}`).toBe(200);
  }
});
