import { env, SELF } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { bearer, createUser, signIn } from "../support/api";

/**
 * The black-box probe kept as a test: every operation of the OpenAPI document
 * gets hostile parameters and bodies (wrong types, malformed encodings, huge
 * and deeply nested values, control characters, path tricks, spoofed content
 * types). Whatever it is sent, the API answers a 4xx (or 2xx where the input
 * happens to be acceptable) and never a 5xx or a stack trace.
 */
type Operation = { method: string; path: string };

const deep = (levels: number): unknown => (levels === 0 ? "x" : { a: deep(levels - 1) });
const JSON_BODIES: unknown[] = [
  null,
  [],
  "a string",
  42,
  { email: 123, password: ["x"], referral_code: { $ne: null } },
  { email: "a@b.co\u0000", question: "\u0000\u0007\u001b[31m", company: "<script>alert(1)</script>" },
  { referral_code: "' OR 1=1 --", email: "x@example.com'; DROP TABLE users; --" },
  { country: "\u0000\u0001", zip_code: "../../etc/passwd", about_me: "\uD800" },
  deep(2000),
  { question: "x".repeat(70_000) },
];

type RawBody = { type?: string; body: BodyInit };
const RAW_BODIES: RawBody[] = [
  { type: "application/json", body: '{"email": ' },
  { type: "application/json", body: "\uFEFF{}" },
  { type: "application/jsonx", body: "{}" },
  { type: "text/plain", body: "email=a@b.co" },
  { body: "no content type at all" },
  { type: "application/x-www-form-urlencoded; charset=utf-16", body: new Uint8Array([0xff, 0xfe, 0x61, 0x00]) },
  { type: "multipart/form-data", body: "--x\r\nContent-Disposition: form-data; name=avatar\r\n\r\nabc\r\n--x--" },
  {
    type: "multipart/form-data; boundary=wrong",
    body: "--x\r\nContent-Disposition: form-data; name=avatar\r\n\r\nabc",
  },
  {
    type: "multipart/form-data; boundary=x",
    body: '--x\r\nContent-Disposition: form-data; name="avatar"; filename="a.png"\r\n',
  },
  { type: "application/json", body: new Uint8Array(200_000).fill(0x7b) },
];

const HOSTILE_PARAMS = ["%zz", "..%2F..%2Fetc%2Fpasswd", "%3Cscript%3E", "'%20OR%201%3D1", "x".repeat(300), "%00"];

async function operations(): Promise<Operation[]> {
  const document = await (await SELF.fetch("http://localhost/v1/openapi.json")).json<{
    paths: Record<string, object>;
  }>();
  return Object.entries(document.paths).flatMap(([path, methods]) =>
    Object.keys(methods).map((method) => ({ method: method.toUpperCase(), path })),
  );
}

function expectNoServerError(response: Response, text: string, what: string) {
  expect(response.status, `${what} answered ${response.status}: ${text.slice(0, 200)}`).toBeLessThan(500);
  expect(text, `${what} leaked a stack trace`).not.toMatch(/\n\s+at\s|Error:\s.*\n|URIError|TypeError|SyntaxError/);
}

describe("hostile input to every /v1 operation", () => {
  it("never answers 5xx or a stack trace", async () => {
    const all = await operations();
    expect(all.length).toBeGreaterThan(20);
    let sent = 0;
    for (const { method, path } of all) {
      // A fresh user per operation: some hostile calls may legitimately change or delete it.
      const user = await createUser();
      const headers = { "X-API-Key": env.API_KEY as string, ...bearer(await signIn(user.email, user.password)) };
      const urls = path.includes("{")
        ? HOSTILE_PARAMS.map((param) => path.replace(/\{[^}]+\}/g, param))
        : [path, `${path}?referral_code=%zz&confirm_token=${"x".repeat(500)}&q=%00`];
      for (const url of urls) {
        const requests: RequestInit[] = [{ method, headers }];
        if (method !== "GET") {
          for (const body of JSON_BODIES) {
            requests.push({
              method,
              headers: { ...headers, "Content-Type": "application/json" },
              body: JSON.stringify(body),
            });
          }
          for (const raw of RAW_BODIES) {
            requests.push({
              method,
              headers: { ...headers, ...(raw.type ? { "Content-Type": raw.type } : {}) },
              body: raw.body,
            });
          }
        }
        for (const init of requests) {
          const response = await SELF.fetch(`http://localhost${url}`, init);
          expectNoServerError(response, await response.text(), `${method} ${url}`);
          sent++;
        }
      }
    }
    expect(sent).toBeGreaterThan(300);
  }, 120_000);
});
