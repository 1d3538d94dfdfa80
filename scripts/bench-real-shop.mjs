import { readFileSync } from "node:fs";
import { join } from "node:path";
import { DEMO_ADMIN, devApiKey, signInDemo } from "./bench-server.mjs";
import { realPhotosFolder } from "./real-photos.mjs";

/**
 * The shop's services (issue 37): a style page that names one is priced and has Book this look.
 */
const SERVICES = [
  { name: "Haircut", price_from: 3000, duration_minutes: 45 },
  {
    name: "Balayage",
    price_from: 9000,
    price_to: 16000,
    duration_minutes: 180,
    booking_link: "https://book.example/real-photo-salon/balayage",
  },
];

/**
 * The shop's styles, oldest first: Explore shows the newest first, so the 8.5 MB, 3840x2160 photograph
 * (`abstract/Elephants_3840x2160.jpg`) leads Explore and Home, and the twelve fill Explore's first page
 * (GALLERY_PAGE_SIZE). One is a video whose poster is a photograph; one is priced (it names the Balayage service,
 * issue 37) and one carries a "before" photograph beside its after: their pages are measured as well.
 */
const STYLES = [
  ["nature/Aqua.jpg", "female", "blonde", "long", "#beach #summer"],
  ["nature/Garden.jpg", "female", "brown", "curly", "#garden", { service: "Balayage", title: "Garden balayage" }],
  ["nature/LadyBird.jpg", "unisex", "red", "short", "#ladybird"],
  ["nature/TwoWings.jpg", "female", "colourful", "updo", "#wings"],
  // Not nature/Wood.jpg: a camera JPEG with 22 KB after its end (a preview past zero padding), which the server
  // refuses today ("File type not supported"), an issue of its own.
  ["nature/FreshFlower.jpg", "female", "brown", "medium", "#flower"],
  ["nature/Storm.jpg", "male", "grey", "fade", "#storm"],
  ["nature/RainDrops.jpg", "unisex", "black", "short", "#rain"],
  ["nature/Blinds.jpg", "male", "brown", "beard", "#blinds"],
  ["nature/Dune.jpg", "female", "brown", "braids", "#dune", { before: "nature/Blinds.jpg", title: "Dune braids" }],
  ["nature/GreenMeadow.jpg", "unisex", "colourful", "colour", "#meadow"],
  // The video: the demo's clip, with a photograph as its poster.
  ["nature/YellowFlower.jpg", "unisex", "blonde", "medium", "#video #flower", { video: true }],
  ["abstract/Elephants_3840x2160.jpg", "unisex", "grey", "colour", "#elephants"],
].map(([photo, gender, color, style, tags, { video = false, service = null, before = null, title = "" } = {}]) => ({
  photo,
  fields: { gender, color, style, tags: `#realphoto ${tags}`, title },
  video,
  service,
  before,
}));
const CLIP_NAME = "real-clip.mp4";

export const REAL_SHOP = {
  email: "real-photo-salon@example.com",
  password: "RealPhoto#2026",
  company: "Real Photo Salon",
  /** What the app's slugify (contract/slug.ts) makes of the company: the first part of the shop's addresses. */
  slug: "real-photo-salon",
  /** No demo shop is in this city: a search for it finds only the real photographs. */
  city: "Leipzig",
};

const PROFILE = {
  company: REAL_SHOP.company,
  first_name: "Rita",
  last_name: "Real",
  job_title: "Owner and colourist",
  address: "Karl-Liebknecht-Straße 12",
  zip_code: "04107",
  city: REAL_SHOP.city,
  country: "DE",
  about_me: "Cuts and colour, shown in our own photographs, straight from the camera.",
  opening_hours: {
    mon: null,
    tue: { from: "09:00", to: "18:00" },
    wed: { from: "09:00", to: "18:00" },
    thu: { from: "10:00", to: "20:00" },
    fri: { from: "09:00", to: "18:00" },
    sat: { from: "09:00", to: "14:00" },
    sun: null,
  },
};

/** The demo's video ad clip (a 3 s, 640x360 mp4), read from the seed's source: the repository's only such clip. */
function demoClip() {
  const source = readFileSync("workers/dev/demo-ad-video.ts", "utf8");
  const base64 = source.match(/DEMO_AD_VIDEO_BASE64 =\s*"([^"]+)"/)?.[1];
  if (!base64) throw new Error("the demo clip was not found in workers/dev/demo-ad-video.ts");
  return Buffer.from(base64, "base64");
}

/** A /v1 call that must succeed: its `data`. */
async function v1(origin, path, init = {}) {
  const response = await fetch(`${origin}/v1${path}`, init);
  const body = await response.json().catch(() => null);
  if (!response.ok) throw new Error(`${init.method ?? "GET"} /v1${path}: ${response.status} ${JSON.stringify(body)}`);
  return body?.data;
}

const json = (auth, method, body) => ({
  method,
  headers: { ...auth, "Content-Type": "application/json" },
  body: JSON.stringify(body),
});

/**
 * The admin's session, kept for a while: a run asks for it several times, and the API lets an address sign in
 * only 10 times in 15 minutes, so a few runs in a row would otherwise be refused. Its access token lasts 15 minutes.
 */
let adminSession = { auth: null, at: 0 };
async function adminAuth(origin) {
  if (Date.now() - adminSession.at > 10 * 60_000) {
    adminSession = { auth: (await signInDemo(origin, DEMO_ADMIN)).auth, at: Date.now() };
  }
  return adminSession.auth;
}

/** The admin's session and the real shop's account id (null before the first run made it). */
export async function findRealShop(origin) {
  const admin = await adminAuth(origin);
  const page = await v1(origin, `/admin/subscribers?q=${encodeURIComponent(REAL_SHOP.email)}`, { headers: admin });
  // The search takes a piece of the e-mail: the whole address finds this shop alone.
  return { admin, accountId: page.rows[0]?.account_id ?? null };
}

/**
 * Hides the real shop from every public page (an admin's block) or shows it again: the demo pages are measured
 * as they are without it. A block or lift that is already in place is no error.
 */
export async function showRealShop(origin, admin, accountId, shown) {
  const response = await fetch(`${origin}/v1/admin/${shown ? "unblock_account" : "block_account"}/${accountId}`, {
    method: shown ? "PUT" : "DELETE",
    headers: admin,
  });
  if (!response.ok && response.status !== 422) {
    throw new Error(`${shown ? "unblocking" : "blocking"} the real shop: ${response.status} ${await response.text()}`);
  }
}

/**
 * The real shop, made on the first run (sign-up, profile, the twelve styles, approval) and checked on later ones:
 * a shop with fewer styles than it should have (a run cut short) loses them and uploads them all again, in order.
 * Answers its account id.
 */
export async function ensureRealShop(origin) {
  const photos = realPhotosFolder();
  const { admin, accountId: found } = await findRealShop(origin);
  if (found) await showRealShop(origin, admin, found, true);
  else {
    await v1(
      origin,
      "/users/sign_up",
      json({ "X-API-Key": devApiKey() }, "POST", {
        email: REAL_SHOP.email,
        password: REAL_SHOP.password,
        password_confirmation: REAL_SHOP.password,
        referral_code: "DEMO2026",
        email_subscriptions: { terms_and_conditions: true },
        // Active at once, without the confirmation mail (the e2e fixtures' way; .dev.vars holds the token).
        e2e_bypass_token: readFileSync(".dev.vars", "utf8").match(/^E2E_BYPASS_TOKEN=(.*)$/m)?.[1],
      }),
    );
  }
  const { accountId, auth } = await signInDemo(origin, { email: REAL_SHOP.email, password: REAL_SHOP.password });
  const own = (await v1(origin, "/users/portfolios", { headers: auth })) ?? [];
  // A shop made before its priced and before/after styles existed is made again.
  if (own.length === STYLES.length && showcaseStyles(own).priced && showcaseStyles(own).beforeAfter) {
    await v1(origin, "/admin/allow_all_portfolio_styles", json(admin, "PUT", { accountId }));
    return accountId;
  }
  await v1(origin, `/users/accounts/${accountId}`, json(auth, "PUT", PROFILE));
  for (const style of own) await v1(origin, `/users/portfolios/${style.id}`, { method: "DELETE", headers: auth });
  const services = await ensureServices(origin, auth);
  const started = performance.now();
  for (const { photo, fields, video, service, before } of STYLES) {
    const form = new FormData();
    for (const [name, value] of Object.entries(fields)) form.set(name, value);
    if (service) form.set("service_id", services.find((known) => known.name === service).id);
    if (before) {
      const beforeJpeg = new Blob([readFileSync(join(photos, before))], { type: "image/jpeg" });
      form.set("before_image", beforeJpeg, `before-${before.split("/").pop()}`);
    }
    // The original JPEG as a form post without JavaScript sends it: the server checks it and makes the variants.
    const jpeg = new Blob([readFileSync(join(photos, photo))], { type: "image/jpeg" });
    if (video) {
      form.set("video", new Blob([demoClip()], { type: "video/mp4" }), CLIP_NAME);
      form.set("poster", jpeg, photo.split("/").pop());
    } else form.set("images", jpeg, photo.split("/").pop());
    await v1(origin, "/users/portfolios", { method: "POST", headers: auth, body: form });
  }
  await v1(origin, "/admin/allow_all_portfolio_styles", json(admin, "PUT", { accountId }));
  console.log(
    `bench:pages: the real shop's ${STYLES.length} styles uploaded and approved in ${((performance.now() - started) / 1000).toFixed(1)} s`,
  );
  return accountId;
}

/** The shop's services, added once. */
async function ensureServices(origin, auth) {
  const listed = (await v1(origin, "/users/services", { headers: auth })).data;
  for (const service of SERVICES.filter((wanted) => !listed.some((known) => known.name === wanted.name))) {
    listed.push(await v1(origin, "/users/services", json(auth, "POST", service)));
  }
  return listed;
}

/** The ids of the shop's priced style and of its before/after style (undefined while it lacks one). */
function showcaseStyles(styles) {
  return {
    priced: styles.find((style) => style.attributes.service)?.id,
    beforeAfter: styles.find((style) => style.attributes.payload.some((item) => item.is_before))?.id,
  };
}

/** The real shop's priced and before/after styles, as its owner's list has them. */
export async function findShowcaseStyles(origin) {
  const { auth } = await signInDemo(origin, { email: REAL_SHOP.email, password: REAL_SHOP.password });
  return showcaseStyles((await v1(origin, "/users/portfolios", { headers: auth })) ?? []);
}
