import { expect, test } from "./fixtures";

/**
 * The black-box probe of the form actions, kept as a test: every route that
 * takes a POST gets bodies that are not forms, broken encodings, control
 * characters in redirect targets, huge and hostile values, signed in (a fresh
 * stylist) as the account pages require. None may answer 5xx or show a stack
 * trace; the API's own suite (tests/worker/hostile-input.test.ts) covers /v1.
 */
type Body = { type?: string; data: string | Buffer };

/** A redirect target with a control character, or one that leaves the site. */
// biome-ignore lint/suspicious/noControlCharactersInRegex: a control character in Location is what this looks for.
const UNSAFE_LOCATION = /[\u0000-\u001f]|^\/\/|^https?:\/\/(?!localhost)/;

const BODIES: Body[] = [
  { type: "application/json", data: '{"email":"a@b.co","password":"x"}' },
  { type: "text/plain", data: "email=a@b.co" },
  { data: "no content type" },
  { type: "multipart/form-data", data: "--x\r\nContent-Disposition: form-data; name=email\r\n\r\na\r\n--x--" },
  { type: "multipart/form-data; boundary=wrong", data: "--x\r\nContent-Disposition: form-data; name=email\r\n\r\na" },
  {
    type: "multipart/form-data; boundary=x",
    data: '--x\r\nContent-Disposition: form-data; name="avatar"; filename="a.png"\r\n',
  },
  { type: "application/x-www-form-urlencoded; charset=utf-16", data: Buffer.from([0xff, 0xfe, 0x61, 0x00]) },
  { type: "application/x-www-form-urlencoded", data: "redirectTo=%2F%00x&redirect=%2F%0Bx&email=%zz&password=%" },
  {
    type: "application/x-www-form-urlencoded",
    data: new URLSearchParams({
      email: "x@example.com'; DROP TABLE users; --",
      password: "<script>alert(1)</script>",
      question: "\u0000\u0007".repeat(1000),
      company: "x".repeat(100_000),
      intent: "delete",
      redirectTo: "//evil.example",
    }).toString(),
  },
];

test("no form action answers 5xx or a stack trace, whatever it is sent", async ({ page, stylist, baseURL }) => {
  test.setTimeout(120_000); // some 150 requests, each answered in milliseconds, on a busy two-core machine
  const account = `/accounts/${stylist.accountId}`;
  const routes = [
    "/login",
    "/tv",
    "/register",
    "/register?referral_code=DEMO2026",
    "/password/reset",
    "/password/reset?reset_password_token=abc",
    "/cookie-consent",
    "/faq",
    "/dev/ui",
    `${account}?index`,
    `${account}/security`,
    `${account}/referral`,
    `${account}/settings`,
    `${account}/settings/mail`,
    "/unsubscribe/not-a-code",
    "/unsubscribe/not-a-code/one-click",
    `${account}/avatar`,
    `/${stylist.accountId}/styles`,
    // Last: it ends the session the account pages above need.
    "/logout",
  ];
  let sent = 0;
  for (const path of routes) {
    for (const body of BODIES) {
      const response = await page.request.post(path, {
        headers: { Origin: baseURL ?? "", ...(body.type ? { "Content-Type": body.type } : {}) },
        data: body.data,
        maxRedirects: 0,
      });
      const text = await response.text();
      expect(response.status(), `POST ${path} (${body.type ?? "no type"}) answered ${response.status()}`).toBeLessThan(
        500,
      );
      expect(text, `POST ${path} leaked a stack trace`).not.toMatch(
        /\n\s+at\s+\S+ \(|URIError|TypeError:|SyntaxError:/,
      );
      const location = response.headers().location ?? "";
      expect(location, `POST ${path} redirected to ${JSON.stringify(location)}`).not.toMatch(UNSAFE_LOCATION);
      sent++;
    }
  }
  expect(sent).toBe(routes.length * BODIES.length);
});
