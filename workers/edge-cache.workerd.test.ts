import { CACHE_STATUS, FRESH_SECONDS, STALE_SECONDS, withEdgeCache } from "@workers/edge-cache";
import { describe, expect, it } from "vitest";

/** The edge cache (ADR 0014) against workerd's real Cache API, with a clock the test moves. */
function harness() {
  let clock = 1_000_000;
  let renders = 0;
  let body = "v1";
  let headers: Record<string, string> = { "Content-Type": "text/html; charset=utf-8", "Cache-Control": "no-cache" };
  const pending: Promise<unknown>[] = [];
  const ctx = { waitUntil: (promise: Promise<unknown>) => pending.push(promise), passThroughOnException() {} };
  const cachePromise = caches.open(`test-${Math.random()}`);
  const get = async (path: string, init: RequestInit = {}) => {
    const response = await withEdgeCache(
      new Request(`https://stylecast.test${path}`, init),
      ctx as unknown as ExecutionContext,
      async () => {
        renders++;
        return new Response(body, { headers });
      },
      { cache: await cachePromise, now: () => clock },
    );
    await Promise.all(pending.splice(0));
    return { status: response.headers.get(CACHE_STATUS), text: await response.text(), response };
  };
  return {
    get,
    advance: (seconds: number) => {
      clock += seconds * 1000;
    },
    change: (next: string) => {
      body = next;
    },
    setHeaders: (next: Record<string, string>) => {
      headers = next;
    },
    renders: () => renders,
  };
}

describe("edge cache of visitor pages", () => {
  it("serves a page from the cache while fresh, stale once while it renders again, then the new page", async () => {
    const edge = harness();
    expect(await edge.get("/salon/me?account_id=abc")).toMatchObject({ status: "MISS", text: "v1" });
    const hit = await edge.get("/salon/me?account_id=abc");
    expect(hit).toMatchObject({ status: "HIT", text: "v1" });
    expect(hit.response.headers.get("Cache-Control")).toBe("no-cache"); // the browser's rule is the page's own
    expect(edge.renders()).toBe(1);

    edge.change("v2");
    edge.advance(FRESH_SECONDS + 1);
    expect(await edge.get("/salon/me?account_id=abc")).toMatchObject({ status: "STALE", text: "v1" });
    expect(await edge.get("/salon/me?account_id=abc")).toMatchObject({ status: "HIT", text: "v2" });
    expect(edge.renders()).toBe(2);

    edge.change("v3");
    edge.advance(FRESH_SECONDS + STALE_SECONDS + 1);
    expect(await edge.get("/salon/me?account_id=abc")).toMatchObject({ status: "MISS", text: "v3" });
  });

  it("keeps one copy per cookie-banner state, and none for sessions, toasts, other methods or other pages", async () => {
    const edge = harness();
    await edge.get("/explore?q=bob&color=red");
    expect((await edge.get("/explore?color=red&q=bob")).status).toBe("HIT"); // the same query in another order
    expect((await edge.get("/explore?q=bob&color=red", { headers: { Cookie: "sc_cookie_consent=x" } })).status).toBe(
      "MISS",
    );
    for (const cookie of ["sc_session=abc", "a=1; sc_toast=xyz"]) {
      expect((await edge.get("/explore?q=bob&color=red", { headers: { Cookie: cookie } })).status).toBeNull();
    }
    expect((await edge.get("/explore", { method: "POST", body: "x" })).status).toBeNull();
    for (const path of ["/login", "/accounts/abc", "/abc/portfolios", "/v1/public/gallery", "/salon-abc"]) {
      expect((await edge.get(path)).status, path).toBeNull();
    }
    for (const path of ["/", "/salon/stylist/abc", "/salon/p1/style", "/sitemap.xml", "/robots.txt"]) {
      expect((await edge.get(path)).status, path).toBe("MISS");
    }
  });

  it("never keeps a page that sets a cookie or says private", async () => {
    const edge = harness();
    edge.setHeaders({ "Content-Type": "text/html", "Set-Cookie": "sc_toast=1" });
    expect((await edge.get("/explore")).status).toBeNull();
    edge.setHeaders({ "Content-Type": "text/html", "Cache-Control": "private, no-store" });
    expect((await edge.get("/explore")).status).toBeNull();
    expect(edge.renders()).toBe(2);
  });
});
