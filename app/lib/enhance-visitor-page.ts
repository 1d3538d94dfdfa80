/**
 * The only JavaScript the visitor pages run (issue 10): no framework, a few
 * hundred bytes inlined into the page. Everything works without it; it adds
 * - videos that play muted in a loop once 80 % visible (spec §9), and pause when not, from when the page has
 *   loaded; their controls (`data-controls`) come with the visitor's first touch, click, key or scroll;
 * - a cleared payload when a style's cover image fails (spec §4): the empty state instead of a broken picture;
 * - Explore continuing as you scroll: the next page's cards fetched and appended, "More styles" moved on;
 * - Share handing the page to the phone's share sheet (Web Share API) where there is one; else the
 *   box it opens has its link selected, ready to copy.
 *
 * `ownsDom` is false when React rendered the page (a client navigation).
 * It must stay self-contained (no imports, no outer variables): the page
 * inlines its source text, and a page React renders on a client navigation
 * calls it directly instead.
 */
export function enhanceVisitorPage(root: ParentNode, ownsDom = true): () => void {
  const doc = root.ownerDocument ?? (root as Document);
  const win = doc.defaultView;
  if (!win) return () => {};

  // Listeners and observers go with the page: React may keep these elements for the next page it renders.
  const listening = new AbortController();
  const { signal } = listening;
  const stop = () => listening.abort();
  for (const share of root.querySelectorAll<HTMLDetailsElement>("details[data-share]")) {
    const link = share.querySelector<HTMLInputElement>("[data-share-link]");
    const summary = share.querySelector("summary");
    if (!link || !summary) continue;
    summary.addEventListener(
      "click",
      (event) => {
        if (share.open || !win.navigator.share) return;
        event.preventDefault();
        // Cancelled by the visitor: nothing. Refused by the browser: the box with the link instead.
        win.navigator.share({ title: doc.title, url: link.value }).catch((error: Error) => {
          share.open = error.name !== "AbortError";
        });
      },
      { signal },
    );
    share.addEventListener("toggle", () => share.open && link.select(), { signal });
  }
  // The browser's own controls cost a phone more main-thread work than the rest of the page (ADR 30). The markup
  // has none (without JavaScript the browser shows its own); here they come with the visitor's first touch, click,
  // key or scroll, not while the page is still loading and painting.
  const controlled = [...root.querySelectorAll<HTMLVideoElement>("video[data-controls]")];
  const showControls = () => {
    for (const video of controlled) video.controls = true;
  };
  if (controlled.length)
    for (const type of ["pointerdown", "pointermove", "keydown", "wheel", "scroll"])
      win.addEventListener(type, showControls, { once: true, passive: true, capture: true, signal });
  // Too old to play videos as they come into view: they are played on a tap, with their controls at once.
  if (!("IntersectionObserver" in win)) {
    showControls();
    return stop;
  }

  // Only a page with a video listens for its load: a listener there costs every page the load event's dispatch
  // (12-21 ms of main thread unthrottled, in Lighthouse's traces of a search on Explore) while its pictures paint.
  const autoplay = [...root.querySelectorAll<HTMLVideoElement>("video[data-autoplay]")];
  if (autoplay.length) {
    const videos = new IntersectionObserver(
      (entries) => {
        for (const entry of entries) {
          const video = entry.target as HTMLVideoElement;
          if (entry.intersectionRatio >= 0.8) {
            video.muted = true;
            video.play().catch(() => {});
          } else video.pause();
        }
      },
      { threshold: [0, 0.8] },
    );
    signal.addEventListener("abort", () => videos.disconnect());
    // Playing waits for the page to have loaded and painted: on slow data a video's bytes come after the page's.
    const watch = () =>
      win.requestAnimationFrame(() =>
        win.setTimeout(() => {
          if (!signal.aborted) for (const video of autoplay) videos.observe(video);
        }),
      );
    if (doc.readyState === "complete") watch();
    else win.addEventListener("load", watch, { once: true, signal });
  }

  // A page React renders owns its DOM: there a failed cover keeps the CSS fallback (app.css .media-image).
  if (!ownsDom) return stop;
  for (const cover of root.querySelectorAll<HTMLImageElement>("img[data-cover]")) {
    const clear = () => {
      const payload = cover.closest("[data-payload]");
      const empty = doc.querySelector<HTMLTemplateElement>("template[data-payload-empty]");
      if (payload && empty) payload.replaceWith(empty.content.cloneNode(true));
    };
    if (cover.complete && cover.naturalWidth === 0) clear();
    else cover.addEventListener("error", clear, { once: true });
  }

  // Explore: the next page's cards appended once "More styles" comes within 800 px, the link moved on.
  const more = root.querySelector<HTMLAnchorElement>("a[data-more]");
  const grid = root.querySelector<HTMLElement>("[data-gallery]");
  if (!more || !grid) return stop;
  let loading = false;
  const pages = new IntersectionObserver(
    async (entries) => {
      if (loading || !entries.some((entry) => entry.isIntersecting)) return;
      loading = true;
      more.setAttribute("aria-busy", "true");
      try {
        const response = await fetch(more.href, { headers: { Accept: "text/html" } });
        if (!response.ok) return;
        const next = new DOMParser().parseFromString(await response.text(), "text/html");
        for (const card of next.querySelectorAll<HTMLLIElement>("[data-gallery] > li"))
          grid.appendChild(doc.importNode(card, true));
        const nextMore = next.querySelector<HTMLAnchorElement>("a[data-more]");
        if (nextMore) more.href = nextMore.href;
        else {
          pages.disconnect();
          more.remove();
        }
      } finally {
        loading = false;
        more.removeAttribute("aria-busy");
        // Still in view after the new cards (a tall screen): observing again reports it once more.
        if (more.isConnected) {
          pages.unobserve(more);
          pages.observe(more);
        }
      }
    },
    { rootMargin: "800px 0px" },
  );
  signal.addEventListener("abort", () => pages.disconnect());
  pages.observe(more);
  return stop;
}
