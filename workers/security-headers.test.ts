import { withSecurityHeaders } from "@workers/security-headers";
import { describe, expect, it } from "vitest";

describe("withSecurityHeaders", () => {
  it("sets the headers on the app's own response, without copying it", () => {
    const response = new Response("<p>hi</p>", { headers: { "Content-Type": "text/html" } });
    const secured = withSecurityHeaders(response, { request: new Request("https://stylecast.test/"), nonce: "n0nce" });
    expect(secured).toBe(response);
    expect(secured.headers.get("X-Frame-Options")).toBe("SAMEORIGIN");
    expect(secured.headers.get("Content-Security-Policy")).toContain("'nonce-n0nce'");
    expect(secured.headers.get("Cache-Control")).toBe("no-cache");
  });

  it("copies a response whose headers cannot change (a redirect, fetch() or the cache) and secures the copy", async () => {
    const redirect = Response.redirect("https://stylecast.test/explore", 302);
    expect(() => redirect.headers.set("X-Test", "1")).toThrow();
    const secured = withSecurityHeaders(redirect);
    expect(secured).not.toBe(redirect);
    expect(secured.status).toBe(302);
    expect(secured.headers.get("Location")).toBe("https://stylecast.test/explore");
    expect(secured.headers.get("Strict-Transport-Security")).toContain("max-age=31536000");
    expect(secured.headers.get("X-Content-Type-Options")).toBe("nosniff");
  });

  it("marks a page for someone signed in as private", () => {
    const request = new Request("https://stylecast.test/", { headers: { Cookie: "sc_session=abc" } });
    const secured = withSecurityHeaders(new Response("", { headers: { "Content-Type": "text/html" } }), {
      request,
      nonce: null,
    });
    expect(secured.headers.get("Cache-Control")).toBe("private, no-store");
    expect(secured.headers.has("Content-Security-Policy")).toBe(false);
  });
});
