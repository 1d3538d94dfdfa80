import { CONSENT_MESSAGES } from "@contract/consent";
import { mediaFilesOf } from "@contract/slideshow";
import type { APIRequestContext, Page } from "@playwright/test";
import { installSocketSwitch, REFUSED_PATH, type SocketSwitch } from "../../scripts/socket-switch.mjs";
import { uniqueEmail } from "./auth-helpers";
import { expect, failedLoad, test, watchBrowserErrors } from "./fixtures";
import { expectAxeClean } from "./support/axe";
import { approvedStyle, giveConsentByApi, mailLink, openPhone, PHONE } from "./support/consent";
import { expectNoSidewaysScroll } from "./support/layout";
import { playlistOf } from "./support/slideshow";
import type { ApiSession } from "./support/stylists";
import { screenTv } from "./support/tv";

/**
 * A client withdraws (issue 35 point 4) with the link in their copy: the
 * style leaves a TV that plays it within 10 s (the cable's push), its page
 * answers 410 with a short notice; a TV that was offline meanwhile drops it
 * when it is back, and never plays it from its service worker's cache again.
 */
declare global {
  interface Window {
    socketSwitch: SocketSwitch;
  }
}

test.use({ viewport: PHONE });

/** The slides the player holds now (its show's cycle), by key: `style:{id}`, `ad:{id}`. */
const slideKeys = (tv: Page) =>
  tv.getByTestId("slide").evaluateAll((slides) => slides.map((slide) => slide.getAttribute("data-key")));

/** What the TV's service worker keeps: the page copies' markup and the media files' addresses. */
const swCache = (tv: Page) =>
  tv.evaluate(async () => {
    const pages = await caches.open("slideshow-pages-v1");
    const media = await caches.open("slideshow-media-v1");
    const copies = await Promise.all((await pages.keys()).map(async (key) => (await pages.match(key))?.text() ?? ""));
    return { pages: copies, media: (await media.keys()).map((key) => key.url) };
  });

/** A client's style on both channels and one with nobody in it, the client's copy mailed: both play on the shop's TV. */
async function consentedStyle(request: APIRequestContext, stylist: ApiSession, clientEmail: string) {
  await approvedStyle(request, stylist, "none");
  const style = await approvedStyle(request, stylist, "client");
  await giveConsentByApi(request, stylist, style.id, {
    client_name: "Wanda Withdraw",
    client_email: clientEmail,
    pages: true,
    screens: true,
  });
  const slides = (await playlistOf(request, style.show)).filter((slide) => slide.key === `style:${style.id}`);
  expect(slides.length).toBeGreaterThan(0);
  return { ...style, key: `style:${style.id}`, files: mediaFilesOf(slides) };
}

/** The client withdraws on their phone with the link in their copy, as the outbox has it. */
async function withdrawFromCopy(phone: Awaited<ReturnType<typeof openPhone>>, clientEmail: string) {
  const link = await mailLink(phone.page, clientEmail, "Your consent to", "/consent/withdraw/");
  await phone.page.goto(link);
  await expectNoSidewaysScroll(phone.page);
  await expectAxeClean(phone.page);
  await phone.page.getByRole("button", { name: "Withdraw my consent" }).click();
  await expect(phone.page.getByText(CONSENT_MESSAGES.withdrawn)).toBeVisible();
  const withdrawnAt = Date.now();
  await phone.done();
  return withdrawnAt;
}

test("withdrawn from the client's copy: off the playing TV within 10 s, and its page answers 410", async ({
  page,
  browser,
  request,
  stylist,
  allowBrowserErrors,
}, testInfo) => {
  test.setTimeout(120_000); // a TV that plays for real, a mail, three browsers
  const clientEmail = uniqueEmail(testInfo, "client");
  const style = await consentedStyle(request, stylist, clientEmail);

  const { context: tvContext, tv } = await screenTv(browser, request, stylist);
  const tvErrors = watchBrowserErrors(tvContext);
  await expect.poll(() => slideKeys(tv)).toContain(style.key);
  expect((await request.get(style.page)).status()).toBe(200);

  const withdrawnAt = await withdrawFromCopy(await openPhone(browser, testInfo), clientEmail);
  await expect.poll(() => slideKeys(tv), { timeout: 10_000 }).not.toContain(style.key);
  testInfo.annotations.push({ type: "off the TV after the withdrawal", description: `${Date.now() - withdrawnAt} ms` });
  await expect.poll(() => slideKeys(tv)).not.toHaveLength(0); // the other style plays on

  // Gone from the pages: 410 with a short notice, to the browser too.
  const answer = await request.get(style.page);
  expect(answer.status()).toBe(410);
  allowBrowserErrors(failedLoad(410, style.page));
  await page.goto(style.page);
  await expect(page.getByText(CONSENT_MESSAGES.takenDown)).toBeVisible();

  expect(tvErrors.unexpected(), "errors on the TV").toEqual([]);
  await tvContext.close();
});

test("a TV offline while the client withdraws drops the style when it is back, and never plays it from its cache", async ({
  browser,
  request,
  stylist,
}, testInfo) => {
  test.setTimeout(150_000); // a TV that plays for real, offline and back, and a cold start from its cache
  const clientEmail = uniqueEmail(testInfo, "client");
  const style = await consentedStyle(request, stylist, clientEmail);

  const { context: tvContext, tv } = await screenTv(browser, request, stylist);
  const tvErrors = watchBrowserErrors(tvContext);
  // While the network is down the cable knocks in vain, and a page or file not kept yet fails: the point of the test.
  tvErrors.allow(
    /ERR_INTERNET_DISCONNECTED/,
    /^console\.error: WebSocket connection to 'ws:\/\/[^/]+\/cable\?account_id=%21' failed/,
    /^console\.error: Failed to load resource: net::ERR_FAILED/,
  );
  // Playwright's offline mode leaves an open socket alone: the switch cuts it as the network would.
  await tvContext.addInitScript(installSocketSwitch, REFUSED_PATH);
  await tv.reload();
  await expect.poll(() => slideKeys(tv)).toContain(style.key);
  // The service worker keeps the page (with the show in it) and the style's files, as it should for an outage.
  await expect
    .poll(async () => {
      const kept = await swCache(tv);
      return (
        kept.pages.some((copy) => copy.includes(style.id)) &&
        style.files.every((file) => kept.media.some((url) => url.endsWith(file)))
      );
    })
    .toBe(true);

  // Offline: the withdrawal reaches nobody on that TV, which plays on what it holds.
  await tv.evaluate(() => window.socketSwitch.down());
  await tvContext.setOffline(true);
  await withdrawFromCopy(await openPhone(browser, testInfo), clientEmail);
  expect(await slideKeys(tv)).toContain(style.key);
  // Started again offline, it plays its kept copy, which still has the style: it cannot know yet. (This also shows
  // that the cut reaches the service worker, so the cold start below comes from the cache, not the network.)
  await tv.reload();
  await expect.poll(() => slideKeys(tv)).toContain(style.key);

  // Back online: it asks for its show and drops the style, and its cache lets go of the page copy and the files.
  await tvContext.setOffline(false);
  await tv.evaluate(() => window.socketSwitch.up());
  await expect.poll(() => slideKeys(tv), { timeout: 15_000 }).not.toContain(style.key);
  await expect
    .poll(async () => {
      const kept = await swCache(tv);
      return {
        pageCopies: kept.pages.length,
        copiesWithStyle: kept.pages.filter((copy) => copy.includes(style.id)).length,
        filesOfStyle: kept.media.filter((url) => style.files.some((file) => url.endsWith(file))).length,
      };
    })
    .toEqual({ pageCopies: 1, copiesWithStyle: 0, filesOfStyle: 0 });

  // A power cut while the network is down again: the TV starts from its cache, without the style.
  await tvContext.setOffline(true);
  await tv.reload();
  await expect.poll(() => slideKeys(tv)).not.toHaveLength(0);
  expect(await slideKeys(tv)).not.toContain(style.key);
  await tvContext.setOffline(false);

  expect(tvErrors.unexpected(), "errors on the TV").toEqual([]);
  await tvContext.close();
});
