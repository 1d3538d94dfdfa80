/*
 * The TV slideshow's service worker (issue 11 Offline), hand-written: no
 * library. Registered by the player with the slideshow page as its scope, so
 * it controls that page only. It keeps:
 *   - the page itself (network first, the kept copy when offline),
 *   - the hashed build files under /assets/ (immutable: cache first),
 *   - every slide's media, fetched whole ahead of time when the page says so
 *     (postMessage "precache"), and answers Range requests (video) from the
 *     whole file. Media the playlist no longer has are dropped, so the cache
 *     does not grow over weeks.
 * Plain ES2017, for Chromium 87 and older WebKit TV browsers.
 */
const PAGES = "slideshow-pages-v1";
const ASSETS = "slideshow-assets-v1";
const MEDIA = "slideshow-media-v1";
const KEEP = [PAGES, ASSETS, MEDIA];
const PAGE_TIMEOUT_MS = 4000;

self.addEventListener("install", () => self.skipWaiting());

self.addEventListener("activate", (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((names) => Promise.all(names.filter((name) => !KEEP.includes(name)).map((name) => caches.delete(name))))
      .then(() => self.clients.claim()),
  );
});

self.addEventListener("message", (event) => {
  const data = event.data || {};
  if (data.type === "precache") event.waitUntil(precache(data));
});

self.addEventListener("fetch", (event) => {
  const request = event.request;
  if (request.method !== "GET") return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin) return;
  if (request.mode === "navigate") return event.respondWith(page(request));
  if (url.pathname.startsWith("/assets/")) return event.respondWith(asset(request));
  if (url.pathname.startsWith("/media/")) return event.respondWith(media(request));
  // Everything else (the playlist, /v1, /cable) goes to the network as usual: the player handles its failures.
});

/** The page: fresh from the network when it answers in time, else the kept copy. */
async function page(request) {
  const cache = await caches.open(PAGES);
  try {
    const response = await withTimeout(fetch(request), PAGE_TIMEOUT_MS);
    if (response.ok) await cache.put(pageKey(request.url), response.clone());
    return response;
  } catch (error) {
    const kept = await cache.match(pageKey(request.url));
    if (kept) return kept;
    throw error;
  }
}

async function asset(request) {
  const cache = await caches.open(ASSETS);
  const kept = await cache.match(request);
  if (kept) return kept;
  const response = await fetch(request);
  if (response.ok) await cache.put(request, response.clone());
  return response;
}

/** Media: from the whole kept file when there is one (a Range request gets its slice), else the network. */
async function media(request) {
  const cache = await caches.open(MEDIA);
  const kept = await cache.match(request.url);
  if (!kept) return fetch(request);
  const range = request.headers.get("range");
  return range ? slice(kept, range) : kept;
}

async function slice(response, range) {
  const match = /^bytes=(\d*)-(\d*)$/.exec(range.trim());
  const blob = await response.blob();
  const size = blob.size;
  if (!match || (match[1] === "" && match[2] === "")) return new Response(blob, { headers: response.headers });
  let start;
  let end;
  if (match[1] === "") {
    start = Math.max(0, size - Number(match[2]));
    end = size - 1;
  } else {
    start = Number(match[1]);
    end = match[2] === "" ? size - 1 : Math.min(Number(match[2]), size - 1);
  }
  if (start >= size || start > end) {
    return new Response(null, { status: 416, headers: { "Content-Range": `bytes */${size}` } });
  }
  const headers = new Headers(response.headers);
  headers.set("Content-Range", `bytes ${start}-${end}/${size}`);
  headers.set("Content-Length", String(end - start + 1));
  return new Response(blob.slice(start, end + 1), { status: 206, statusText: "Partial Content", headers });
}

/** Keeps what the page lists: itself when it changed, its build files, and each medium whole (one at a time). */
async function precache(data) {
  if (data.page && data.pageChanged) {
    try {
      const response = await fetch(data.page, { credentials: "same-origin" });
      if (response.ok)
        await (await caches.open(PAGES)).put(pageKey(new URL(data.page, self.location.origin).href), response);
    } catch {
      // offline: the copy kept at the last visit stays
    }
  }
  const assets = await caches.open(ASSETS);
  for (const url of data.assets || []) {
    if (!(await assets.match(url))) await assets.add(url).catch(() => {});
  }
  const cache = await caches.open(MEDIA);
  const wanted = new Set((data.media || []).map((url) => new URL(url, self.location.origin).href));
  for (const url of wanted) {
    if (!(await cache.match(url))) await cache.add(new Request(url, { credentials: "same-origin" })).catch(() => {});
  }
  for (const request of await cache.keys()) {
    if (!wanted.has(request.url)) await cache.delete(request);
  }
}

/** One kept copy per page, whatever the query (`?delay=` in tests). */
function pageKey(href) {
  const url = new URL(href);
  return url.origin + url.pathname;
}

function withTimeout(promise, ms) {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error("timeout")), ms);
    promise.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error) => {
        clearTimeout(timer);
        reject(error);
      },
    );
  });
}
