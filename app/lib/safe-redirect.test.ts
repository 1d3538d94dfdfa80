import { describe, expect, it } from "vitest";
import { safeRedirect } from "./safe-redirect";

describe("safeRedirect", () => {
  it.each([
    "/",
    "/explore",
    "/acc-1/portfolios?page=2&dialog=faq",
    "/search#results",
    "/a//b",
    "/a/\\b",
    "/%2F%2Fevil",
  ])("keeps the same-site path %j", (path) => {
    expect(safeRedirect(path)).toBe(path);
  });

  it.each([
    "//evil.example",
    "//evil.example/path",
    "/\\evil.example",
    "https://evil.example",
    "http:/evil.example",
    "javascript:alert(1)",
    "evil.example",
    "explore",
    " //evil.example",
    "/a/../b",
    "",
  ])("falls back to / for %j", (target) => {
    expect(safeRedirect(target)).toBe("/");
  });

  it("trims the spaces around a same-site path, as remix-utils does", () => {
    expect(safeRedirect(" /explore ")).toBe("/explore");
  });

  // Browsers drop tabs and newlines inside a URL, so these become `//evil.example` when followed.
  it.each(["/\t/evil.example", "/\n/evil.example", "/\r\n/evil.example", "/\t\\evil.example"])(
    "falls back to / for %j, which a browser reads as another host",
    (target) => {
      expect(new URL(target, "https://stylecast.test").host).not.toBe("stylecast.test");
      expect(safeRedirect(target)).toBe("/");
    },
  );

  it.each(["/\u0000x", "/a\u000bb", "/a\u001fb", "/a\u007f"])(
    "falls back to / for %j: a control character would break the Location header",
    (target) => {
      expect(safeRedirect(target)).toBe("/");
    },
  );

  it.each([null, undefined])("falls back for %s", (target) => {
    expect(safeRedirect(target)).toBe("/");
  });

  it("falls back for a file from a form", () => {
    const form = new FormData();
    form.set("redirectTo", new File(["/explore"], "/explore"));
    expect(safeRedirect(form.get("redirectTo"))).toBe("/");
  });

  it("takes a string from a form", () => {
    const form = new FormData();
    form.set("redirectTo", "/explore?page=3");
    expect(safeRedirect(form.get("redirectTo"))).toBe("/explore?page=3");
  });

  it("uses the given fallback", () => {
    expect(safeRedirect("//evil.example", "/dev/ui")).toBe("/dev/ui");
    expect(safeRedirect(null, "/dev/ui")).toBe("/dev/ui");
    expect(safeRedirect("/explore", "/dev/ui")).toBe("/explore");
  });
});
