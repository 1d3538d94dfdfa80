import { mediaFilesOf, type Slide } from "@contract/slideshow";

/**
 * The slideshow's service worker (public/slideshow-sw.js) keeps the page, its
 * code and the playlist's media, so a screen plays on through a network
 * outage and starts again after a power cut without one.
 */
export function registerServiceWorker(playlist: Slide[]) {
  if (!("serviceWorker" in navigator)) return;
  navigator.serviceWorker
    .register("/slideshow-sw.js", { scope: window.location.pathname })
    .then(() => navigator.serviceWorker.ready)
    .then(() => precache(playlist, false))
    .catch(() => {}); // no service worker (private mode, http on a LAN address): the show plays online only
}

/** Hands the service worker what to keep: this page (again when `pageChanged`), its scripts and styles, every slide's media. */
export function precache(playlist: Slide[], pageChanged: boolean) {
  if (!("serviceWorker" in navigator)) return;
  const assets = performance
    .getEntriesByType("resource")
    .map((entry) => entry.name)
    .filter((name) => new URL(name).pathname.indexOf("/assets/") === 0);
  const media = mediaFilesOf(playlist);
  const message = {
    type: "precache",
    page: window.location.pathname + window.location.search,
    pageChanged,
    assets,
    media,
  };
  const worker = navigator.serviceWorker.controller;
  if (worker) worker.postMessage(message);
  else void navigator.serviceWorker.ready.then((registration) => registration.active?.postMessage(message));
}
