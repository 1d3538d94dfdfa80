import { describe, expect, it } from "vitest";
import { ADMIN_TABS, adminPath, consolePlace, legacyPlace, subscriberTitle, tabTitle } from "./admin-places";

const place = (path: string) => consolePlace(new URL(path, "https://stylecast.test"));
const legacy = (query: string) => legacyPlace(new URLSearchParams(query));

describe("adminPath", () => {
  it("names a tab, or its detail sub-tab", () => {
    expect(adminPath("requests")).toBe("/admin/requests");
    expect(adminPath("subscribers", "acc_123-x")).toBe("/admin/subscribers/acc_123-x");
    expect(adminPath("analytics", null)).toBe("/admin/analytics");
  });
});

describe("titles", () => {
  it("are the spec's, and issue 35's tab after them", () => {
    expect(ADMIN_TABS.map((tab) => tabTitle(tab.id))).toEqual([
      "Admin - Subscribers",
      "Admin - Requests",
      "Admin - Analytics",
      "Admin - Slideshow Ads",
      "Admin - Removal Requests",
    ]);
    expect(subscriberTitle("Mia Stone")).toBe("Subscriber Information - Mia Stone");
  });
});

describe("consolePlace", () => {
  it("keeps a tab with its page, sort and search", () => {
    expect(place("/admin/subscribers?sort=email&dir=asc&page=2&q=mia")).toBe(
      "/admin/subscribers?sort=email&dir=asc&page=2&q=mia",
    );
    expect(place("/admin/ads")).toBe("/admin/ads");
  });

  it("keeps a detail sub-tab of Subscribers and Analytics", () => {
    expect(place("/admin/subscribers/abc123")).toBe("/admin/subscribers/abc123");
    expect(place("/admin/analytics/abc123?page=1")).toBe("/admin/analytics/abc123?page=1");
  });

  it("leaves out an open dialog", () => {
    expect(place("/admin/subscribers/abc123?dialog=block")).toBe("/admin/subscribers/abc123");
    expect(place("/admin/requests?page=3&dialog=x")).toBe("/admin/requests?page=3");
  });

  it.each([
    "/admin",
    "/admin/",
    "/admin/nothing",
    "/admin/requests/abc123",
    "/admin/ads/abc123",
    "/admin/subscribers/",
    "/admin/subscribers/a%2Fb",
    "/admin/subscribers/abc/more",
    "/accounts/abc123",
  ])("names no place for %s", (path) => {
    expect(place(path)).toBeNull();
  });

  it("returns only a path of this site, whatever host the address names", () => {
    expect(place("//evil.example/admin/subscribers")).toBe("/admin/subscribers");
    expect(place("https://evil.example/admin/ads?page=2")).toBe("/admin/ads?page=2");
  });
});

describe("legacyPlace", () => {
  it("sends each old tab to its route, with its other parameters", () => {
    expect(legacy("tab=subscribers")).toBe("/admin/subscribers");
    expect(legacy("tab=subscribers&q=mia&sort=email&dir=desc&page=2")).toBe(
      "/admin/subscribers?q=mia&sort=email&dir=desc&page=2",
    );
    expect(legacy("tab=requests&page=2")).toBe("/admin/requests?page=2");
    expect(legacy("tab=analytics&sort=runtime_today")).toBe("/admin/analytics?sort=runtime_today");
    expect(legacy("tab=ads")).toBe("/admin/ads");
  });

  it("sends an old sub-tab to its detail route", () => {
    expect(legacy("tab=subscribers&account_id=abc123&dialog=block")).toBe("/admin/subscribers/abc123?dialog=block");
    expect(legacy("tab=analytics&account_id=abc123")).toBe("/admin/analytics/abc123");
  });

  it("drops an account id where there is no sub-tab, or one that is not an id", () => {
    expect(legacy("tab=requests&account_id=abc123")).toBe("/admin/requests");
    expect(legacy("tab=subscribers&account_id=../../x")).toBe("/admin/subscribers");
  });

  it.each(["", "tab=", "tab=nothing", "tab=Subscribers", "account_id=abc123"])("names no place for ?%s", (query) => {
    expect(legacy(query)).toBeNull();
  });
});
