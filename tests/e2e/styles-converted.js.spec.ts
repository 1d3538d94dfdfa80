import { readFileSync } from "node:fs";
import { PICTURE_FORMATS } from "@contract/picture-set";
import { STYLE_MESSAGES } from "@contract/style";
import { STYLE_FILE_MESSAGES } from "@contract/style-file";
import { APPROVAL_LABELS } from "@contract/style-labels";
import { baseURL } from "../../playwright.config";
import { REAL_PHOTO, REAL_PHOTO_CEILING_KB } from "../support/real-photo";
import { toast } from "./auth-helpers";
import { expect, test } from "./fixtures";
import { solidPng } from "./support/png";
import { myStyles } from "./support/styles-api";

/**
 * What JavaScript adds to the style editor (issue 9): an iPhone HEIC photo
 * and a video are converted in the browser (heic-to, WebCodecs) into what
 * the API takes, and the picker refuses a second file of the same name and
 * mixing a video with photos before anything is uploaded. The clip is made
 * in the browser by the development conversion page's samples, so no video
 * is committed.
 */
/** A whole photo's save: the local Images binding encodes its set's AVIF files in sharp, on a loaded two-core machine. */
const SAVE_WITH_PICTURE_SET_MS = 60_000;

test("a HEIC photo from an iPhone: converted in the browser, saved with its variants", async ({
  page,
  stylist,
  request,
}) => {
  await page.goto(`/${stylist.accountId}/styles`);
  await page.getByLabel("Gender", { exact: true }).selectOption("male");
  await page.getByLabel("Colour", { exact: true }).selectOption("brown");
  await page.getByLabel("Style", { exact: true }).selectOption("fade");
  await page.locator("#style-images").setInputFiles({
    name: "IMG_0001.HEIC",
    mimeType: "image/heic",
    buffer: readFileSync("tests/fixtures/media/photo-12mp.heic"),
  });
  const tile = page.getByTestId("picked-file");
  await expect(tile.getByRole("status")).toHaveText("Ready", { timeout: 30_000 });
  await page.getByRole("radio", { name: /^No recognisable person/ }).check();
  await page.getByRole("button", { name: "Save style" }).click();
  // The server makes the photo's picture set as it saves (issue 33): locally its four AVIF files take seconds.
  await expect(page).toHaveURL(`/${stylist.accountId}/portfolios`, { timeout: SAVE_WITH_PICTURE_SET_MS });
  await expect(toast(page, STYLE_MESSAGES.created)).toBeVisible();
  await expect(page.getByTestId("style-card").getByText("1 photo")).toBeVisible();

  const [style] = await myStyles(request, stylist);
  const [item] = style?.attributes.payload ?? [];
  expect(item).toMatchObject({ filename: "IMG_0001.HEIC", content_type: "image/webp", is_cover: true });
  for (const url of [item?.slideshow_16x9, item?.thumb, item?.cover]) {
    const served = await request.get(`${baseURL}${url}`);
    expect(served.headers()["content-type"], url ?? "").toBe("image/webp");
  }
});

test("a real photo converted in the browser makes the same picture set as one posted without JavaScript", async ({
  page,
  stylist,
  request,
}) => {
  await page.goto(`/${stylist.accountId}/styles`);
  await page.getByLabel("Gender", { exact: true }).selectOption("female");
  await page.getByLabel("Colour", { exact: true }).selectOption("red");
  await page.getByLabel("Style", { exact: true }).selectOption("long");
  await page.locator("#style-images").setInputFiles(REAL_PHOTO);
  await expect(page.getByTestId("picked-file").getByRole("status")).toHaveText("Ready", { timeout: 30_000 });
  await page.getByRole("radio", { name: /^No recognisable person/ }).check();
  await page.getByRole("button", { name: "Save style" }).click();
  await expect(toast(page, STYLE_MESSAGES.created)).toBeVisible({ timeout: SAVE_WITH_PICTURE_SET_MS });

  // Every width of both formats (tests/worker/picture-set.test.ts holds the same for the server's path), each
  // file served as its type and within the real photo's ceiling.
  const [style] = await myStyles(request, stylist);
  const pictures = style?.attributes.payload[0]?.pictures ?? [];
  expect(pictures.map((picture) => `${picture.type} ${picture.width}`)).toEqual(
    PICTURE_FORMATS.flatMap(({ type, widths }) => widths.map((width) => `${type} ${width}`)),
  );
  for (const picture of pictures) {
    const served = await request.get(`${baseURL}${picture.url}`);
    expect(served.headers()["content-type"]).toBe(picture.type);
    const name = `${picture.type} ${picture.width}`;
    expect((await served.body()).length / 1024, name).toBeLessThanOrEqual(REAL_PHOTO_CEILING_KB[name] ?? 0);
  }
});

test("a video style: converted in the browser, saved as the video and its poster", async ({
  page,
  stylist,
  request,
}) => {
  await page.goto("/dev/conversion");
  const clip = await page.evaluate(async () => {
    type Samples = { makeTestVideo: (options: { seconds: number; audio: boolean }) => Promise<File> };
    const lab = await new Promise<{ samples: Samples }>((resolve) => {
      const look = () => {
        const found = (window as unknown as { stylecastConversion?: { samples: Samples } }).stylecastConversion;
        if (found) resolve(found);
        else setTimeout(look, 50);
      };
      look();
    });
    const file = await lab.samples.makeTestVideo({ seconds: 2, audio: false });
    return Array.from(new Uint8Array(await file.arrayBuffer()));
  });

  await page.goto(`/${stylist.accountId}/styles`);
  await page.getByLabel("Gender", { exact: true }).selectOption("female");
  await page.getByLabel("Colour", { exact: true }).selectOption("red");
  await page.getByLabel("Style", { exact: true }).selectOption("curly");
  const input = page.locator("#style-images");
  const video = { name: "clip.mp4", mimeType: "video/mp4", buffer: Buffer.from(clip) };
  await input.setInputFiles(video);
  const tile = page.getByTestId("picked-file");
  await expect(tile.getByRole("status")).toHaveText("Ready", { timeout: 30_000 });
  await expect(tile.locator("img")).toHaveJSProperty("complete", true); // the poster made in the browser

  // Checked before anything is uploaded: the same name again, and a photo beside a video.
  await input.setInputFiles(video);
  await expect(page.getByText(STYLE_MESSAGES.sameName)).toBeVisible();
  await input.setInputFiles({ name: "still.png", mimeType: "image/png", buffer: solidPng(32) });
  await expect(page.getByText(STYLE_FILE_MESSAGES.videoAlone)).toBeVisible();
  await expect(tile).toHaveCount(1);

  await page.getByRole("radio", { name: /^No recognisable person/ }).check();
  await page.getByRole("button", { name: "Save style" }).click();
  await expect(page).toHaveURL(`/${stylist.accountId}/portfolios`);
  await expect(toast(page, STYLE_MESSAGES.created)).toBeVisible();
  const card = page.getByTestId("style-card");
  await expect(card.getByText("1 video")).toBeVisible();
  await expect(card.getByTestId("approval-state")).toHaveText(APPROVAL_LABELS.pending);

  const [style] = await myStyles(request, stylist);
  const [mp4, poster] = style?.attributes.payload ?? [];
  expect(mp4).toMatchObject({ content_type: "video/mp4", filename: "clip.mp4" });
  expect(poster).toMatchObject({ content_type: "image/webp", is_cover: true, cover: mp4?.cover });
  const served = await request.get(`${baseURL}${mp4?.slideshow_16x9}`);
  expect(served.headers()["content-type"]).toBe("video/mp4");

  // On edit the pair is one thing: removing the video takes its poster along.
  await card.getByRole("link", { name: /^Edit/ }).click();
  await expect(page.getByRole("checkbox", { name: /^Remove/ })).toHaveCount(1);
  await expect(page.getByRole("checkbox", { name: "Remove clip.mp4" })).toBeVisible();
});
