import { COOKIES, sendsCookie } from "@contract/cookies";
import { VIA_PARAM } from "@contract/visits";
/**
 * The edge cache of the visitor pages (issue 10, ADR 0014): HTML for
 * anonymous visitors kept in the data centre's Cache API, fresh for
 * FRESH_SECONDS, then served stale for up to STALE_SECONDS while one request
 * renders it again in the background. The Cache API is per data centre and a
 * purge reaches one location only, so changes show through the short
 * freshness, not through purges: a changed profile is live everywhere within
 * FRESH_SECONDS of the next visit, and D1 sees at most one render per page
 * per data centre every FRESH_SECONDS, however many visitors come.
 */
export const FRESH_SECONDS = 10;
export const STALE_SECONDS = 60;

/** Home, Explore, about-me, stylist and style pages, robots.txt and sitemap.xml. */
const VISITOR_PAGE = /^\/(?:|explore|robots\.txt|sitemap\.xml|[^/]+\/me|[^/]+\/stylist\/[^/]+|[^/]+\/[^/]+\/style)$/;

const STORED_AT = "X-Edge-Stored-At";
const BROWSER_CACHE_CONTROL = "X-Edge-Browser-Cache-Control";
export const CACHE_STATUS = "X-Edge-Cache";

/** Workers' own cache of this data centre (the DOM typings of CacheStorage do not know `default`). */
const defaultCache = () => (caches as unknown as { default: Cache }).default;

/** Revalidations running in this isolate, so a burst of visitors to a stale page renders it once. */
const revalidating = new Set<string>();

/**
 * The cache key: the address plus what the page's markup depends on besides
 * it, which for an anonymous visitor is only whether the cookie banner shows.
 */
function cacheKey(request: Request): Request | null {
  if (request.method !== "GET") return null;
  const url = new URL(request.url);
  if (!VISITOR_PAGE.test(url.pathname)) return null;
  // Cookies that make a page personal (the session) or one-off (a toast): such requests skip the cache.
  if (sendsCookie(request, COOKIES.session) || sendsCookie(request, COOKIES.toast)) return null;
  // A visit from a screen's QR code (issue 36) renders its contact links with the scan's code: not for everyone,
  // and a copy per code would outlive a withdrawn style's purge, which drops the plain addresses only.
  if (url.searchParams.has(VIA_PARAM)) return null;
  return variantKey(url, sendsCookie(request, COOKIES.consent) ? "consented" : "banner");
}

/** The cookie banner shows (`banner`) or not (`consented`): the two versions of every page. */
const VARIANTS = ["banner", "consented"] as const;

function variantKey(url: URL, variant: (typeof VARIANTS)[number]) {
  const key = new URL(url);
  key.searchParams.sort();
  key.searchParams.set("__edge_variant", variant);
  return new Request(key.toString(), { method: "GET" });
}

/**
 * Drops `paths` (with their query) of `origin` from this data centre's cache, in both variants (issue 35: a
 * withdrawn consent takes a style off its pages at once here; elsewhere within FRESH_SECONDS).
 */
export async function forgetVisitorPages(origin: string, paths: string[], cache = defaultCache()) {
  const keys = paths.flatMap((path) => VARIANTS.map((variant) => variantKey(new URL(path, origin), variant)));
  await Promise.all(keys.map((key) => cache.delete(key)));
}

/** Only complete anonymous answers are shared: 200, 301 and 404 without a cookie or a private rule. */
function shareable(response: Response) {
  if (![200, 301, 404].includes(response.status)) return false;
  if (response.headers.has("Set-Cookie")) return false;
  return !/private|no-store/i.test(response.headers.get("Cache-Control") ?? "");
}

async function store(cache: Cache, key: Request, response: Response, now: number) {
  const copy = new Response(response.body, response);
  copy.headers.set(STORED_AT, String(now));
  copy.headers.set(BROWSER_CACHE_CONTROL, response.headers.get("Cache-Control") ?? "no-cache");
  copy.headers.set("Cache-Control", `public, max-age=${FRESH_SECONDS + STALE_SECONDS}`);
  copy.headers.delete(CACHE_STATUS);
  await cache.put(key, copy);
}

/** The stored copy as the visitor gets it: the page's own Cache-Control back, and how it was served. */
function served(response: Response, status: "HIT" | "STALE", age: number) {
  const copy = new Response(response.body, response);
  copy.headers.set("Cache-Control", response.headers.get(BROWSER_CACHE_CONTROL) ?? "no-cache");
  copy.headers.set("Age", String(Math.max(0, Math.round(age / 1000))));
  copy.headers.delete(BROWSER_CACHE_CONTROL);
  copy.headers.delete(STORED_AT);
  copy.headers.set(CACHE_STATUS, status);
  return copy;
}

/**
 * Answers a visitor page from the edge cache when it can, else renders it
 * (and keeps it when it may be shared). Any other request goes straight to `render`.
 */
export async function withEdgeCache(
  request: Request,
  ctx: ExecutionContext,
  render: () => Promise<Response>,
  { cache = defaultCache(), now = Date.now }: { cache?: Cache; now?: () => number } = {},
): Promise<Response> {
  const key = cacheKey(request);
  if (!key) return render();
  const cached = await cache.match(key);
  if (cached) {
    const age = now() - Number(cached.headers.get(STORED_AT) ?? 0);
    if (age < FRESH_SECONDS * 1000) return served(cached, "HIT", age);
    if (age < (FRESH_SECONDS + STALE_SECONDS) * 1000) {
      if (!revalidating.has(key.url)) {
        revalidating.add(key.url);
        ctx.waitUntil(
          render()
            .then(async (fresh) => {
              if (shareable(fresh)) await store(cache, key, fresh, now());
              else await cache.delete(key);
            })
            .catch((error) => console.warn("edge cache: revalidation failed", key.url, error))
            .finally(() => revalidating.delete(key.url)),
        );
      }
      return served(cached, "STALE", age);
    }
  }
  const response = await render();
  if (!shareable(response)) return response;
  const [forVisitor, forCache] = response.body ? response.body.tee() : [null, null];
  const answer = new Response(forVisitor, response);
  answer.headers.set(CACHE_STATUS, "MISS");
  ctx.waitUntil(store(cache, key, new Response(forCache, response), now()).catch(() => {}));
  return answer;
}
