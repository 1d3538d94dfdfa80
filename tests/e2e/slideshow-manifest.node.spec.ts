import { type APIRequestContext, expect, test } from "@playwright/test";
import { demoShows } from "./support/slideshow";

/**
 * Issue 21: the slideshow is an installable web app, so a TV or a streaming stick can pin the show and
 * open it full screen (app/routes/slideshow/manifest.ts), with icons the app serves itself.
 */
type Manifest = {
  id: string;
  name: string;
  short_name: string;
  start_url: string;
  scope: string;
  display: string;
  background_color: string;
  theme_color: string;
  icons: { src: string; sizes: string; type: string }[];
};

/** The shop's name as the show's own page titles it ("{name} | Slideshow | Stylecast"). */
async function showName(request: APIRequestContext, show: string) {
  const html = await (await request.get(show)).text();
  return /<title>(.*?) \| Slideshow \| Stylecast<\/title>/.exec(html)?.[1] ?? "";
}

test("the show's manifest names the shop and opens the show full screen", async ({ request }) => {
  const { demo, gold } = await demoShows(request);
  for (const show of [demo, gold]) {
    const response = await request.get(`${show}/manifest.webmanifest`);
    expect(response.status()).toBe(200);
    expect(response.headers()["content-type"]).toBe("application/manifest+json");
    const manifest = JSON.parse(await response.text()) as Manifest;
    const name = await showName(request, show);
    expect(name).not.toBe("");
    expect(manifest).toMatchObject({
      id: show,
      name,
      short_name: name,
      start_url: show,
      scope: show,
      display: "fullscreen",
      background_color: expect.stringMatching(/^#[0-9a-f]{6}$/),
      theme_color: expect.stringMatching(/^#[0-9a-f]{6}$/),
    });
    // The start URL is the show itself, and the manifest's own address lies within its scope.
    expect((await request.get(manifest.start_url)).status()).toBe(200);
    expect(`${show}/manifest.webmanifest`.startsWith(manifest.scope)).toBe(true);
  }
});

test("the manifest's icons are served by the app, a bitmap of 192 and 512 pixels among them", async ({ request }) => {
  const { demo } = await demoShows(request);
  const manifest = (await (await request.get(`${demo}/manifest.webmanifest`)).json()) as Manifest;
  expect(manifest.icons.map(({ sizes, type }) => `${sizes} ${type}`)).toEqual(
    expect.arrayContaining(["192x192 image/png", "512x512 image/png"]),
  );
  for (const icon of manifest.icons) {
    expect(icon.src).toMatch(/^\/[^/]/); // our own origin
    const response = await request.get(icon.src);
    expect(response.status(), icon.src).toBe(200);
    expect(response.headers()["content-type"], icon.src).toContain(icon.type);
    if (icon.type === "image/png") {
      // The PNG's IHDR: width and height, big-endian, at bytes 16 and 20.
      const png = await response.body();
      const [width, height] = icon.sizes.split("x").map(Number);
      expect([png.readUInt32BE(16), png.readUInt32BE(20)], icon.src).toEqual([width, height]);
    }
  }
});

test("an address that is no show has no manifest", async ({ request }) => {
  expect((await request.get("/no-such-show-zzzzzzzzzz/manifest.webmanifest")).status()).toBe(404);
});

test("the slideshow page links its manifest", async ({ request }) => {
  const { demo } = await demoShows(request);
  const html = await (await request.get(demo)).text();
  expect(/<link[^>]*rel="manifest"[^>]*>/.exec(html)?.[0]).toContain(`href="${demo}/manifest.webmanifest"`);
});
