import { env } from "cloudflare:test";
import { ACCOUNT_MESSAGES } from "@contract/messages";
import type { Slideshow } from "@contract/slideshow";
import { describe, expect, it } from "vitest";
import { callV1, createUser, json, signedIn } from "../support/api";
import { addStyle } from "../support/styles";

/**
 * Issue 37 on the TV: "Show prices on screen" saved through the API, each
 * style slide carrying its service and price only while it is on, and the
 * words under the QR codes promising only what the page keeps.
 */

const show = async (accountId: string) => (await json<Slideshow>(await callV1(`/slideshow/${accountId}`))).data;
const slideOf = (data: Slideshow, styleId: string) => data.slides.find((slide) => slide.key === `style:${styleId}`);

let services = 0;
/** A service straight in the database (its CRUD is another part's); prices in cents. */
async function addService(
  accountId: string,
  { name, from, to = null, link = null }: { name: string; from: number; to?: number | null; link?: string | null },
) {
  const id = `sv${String(++services).padStart(4, "0")}${accountId.slice(0, 4)}`;
  await env.DB.prepare(
    "INSERT INTO services (id, account_id, name, price_from, price_to, booking_link, position) VALUES (?, ?, ?, ?, ?, ?, ?)",
  )
    .bind(id, accountId, name, from, to, link, services)
    .run();
  return id;
}

const setProfile = (accountId: string, columns: Record<string, string | null>) =>
  env.DB.prepare(`UPDATE accounts SET ${Object.keys(columns).map((column) => `${column} = ?`)} WHERE id = ?`)
    .bind(...Object.values(columns), accountId)
    .run();

describe("Show prices on screen (issue 37)", () => {
  it("is off at first, saved by PUT /v1/users/account/show_prices, and only then puts a style's service and price on its slide", async () => {
    const user = await signedIn();
    const balayage = await addService(user.accountId, { name: "Balayage", from: 3500 });
    const cut = await addService(user.accountId, { name: "Cut & style", from: 2000, to: 4550 });
    const priced = await addStyle(user.accountId, { service_id: balayage });
    const ranged = await addStyle(user.accountId, { service_id: cut });
    const plain = await addStyle(user.accountId);

    const before = await show(user.accountId);
    expect(before.show_prices).toBe(false);
    for (const style of [priced, ranged, plain]) expect(slideOf(before, style)?.price, style).toBeNull();

    const response = await callV1("/users/account/show_prices", {
      method: "PUT",
      body: { show_prices: true },
      headers: user.headers,
    });
    expect(await json(response)).toEqual({
      status: 200,
      message: ACCOUNT_MESSAGES.settingsSaved,
      data: { show_prices: true },
    });
    expect(
      await env.DB.prepare("SELECT show_prices FROM accounts WHERE id = ?").bind(user.accountId).first("show_prices"),
    ).toBe(1);
    const account = await json<{ attributes: Record<string, unknown> }>(
      await callV1(`/users/accounts/${user.accountId}`, { headers: user.headers }),
    );
    expect(account.data.attributes.show_prices).toBe(true);

    const after = await show(user.accountId);
    expect(after.show_prices).toBe(true);
    expect(slideOf(after, priced)?.price).toEqual({ service: "Balayage", label: "from €35" });
    expect(slideOf(after, ranged)?.price).toEqual({ service: "Cut & style", label: "€20–€45.50" });
    expect(slideOf(after, plain)?.price).toBeNull();
  });

  it("refuses a value that is not true or false, naming the field, and keeps the setting", async () => {
    const user = await signedIn();
    const response = await callV1("/users/account/show_prices", {
      method: "PUT",
      body: { show_prices: "yes" },
      headers: user.headers,
    });
    expect(response.status).toBe(422);
    expect(await json(response)).toMatchObject({ status: 422, input_name: "show_prices" });
    expect((await show(user.accountId)).show_prices).toBe(false);
  });

  it("never shows another shop's service, even when a style points at it", async () => {
    const user = await createUser();
    const other = await createUser();
    const theirs = await addService(other.accountId, { name: "Their perm", from: 9900 });
    const style = await addStyle(user.accountId);
    await env.DB.prepare("UPDATE portfolios SET service_id = ? WHERE id = ?").bind(theirs, style).run();
    await env.DB.prepare("UPDATE accounts SET show_prices = 1 WHERE id = ?").bind(user.accountId).run();
    expect(slideOf(await show(user.accountId), style)?.price).toBeNull();
  });
});

describe("the words under the QR codes (issue 37)", () => {
  it("promise our styles when the shop has no booking link, no phone and no WhatsApp", async () => {
    const user = await createUser();
    const style = await addStyle(user.accountId);
    const data = await show(user.accountId);
    expect(data.scan).toBe("styles");
    expect(slideOf(data, style)?.scan).toBe("styles");
  });

  it.each([
    [{ telephone: "+49 30 1234567" }, "call"],
    [{ whatsapp: "+49 151 2345678" }, "call"],
    [{ booking_link: "https://book.example.com/salon", telephone: "+49 30 1234567" }, "book"],
  ] as const)("follow the shop's profile %j: %s, on the closed card and every style", async (profile, promise) => {
    const user = await createUser();
    await setProfile(user.accountId, profile);
    const style = await addStyle(user.accountId);
    const data = await show(user.accountId);
    expect(data.scan).toBe(promise);
    expect(slideOf(data, style)?.scan).toBe(promise);
  });

  it("promise booking on a style whose service has its own booking link, whatever the setting", async () => {
    const user = await createUser();
    await setProfile(user.accountId, { telephone: "+49 30 1234567" });
    const bookable = await addService(user.accountId, {
      name: "Bridal",
      from: 12000,
      link: "https://book.example.com/x",
    });
    const unbookable = await addService(user.accountId, { name: "Trim", from: 1500 });
    const booked = await addStyle(user.accountId, { service_id: bookable });
    const called = await addStyle(user.accountId, { service_id: unbookable });
    const data = await show(user.accountId);
    expect(data.show_prices).toBe(false);
    expect(data.scan).toBe("call");
    expect(slideOf(data, booked)).toMatchObject({ scan: "book", price: null });
    expect(slideOf(data, called)).toMatchObject({ scan: "call", price: null });
  });
});
