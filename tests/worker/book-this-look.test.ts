import { env, SELF } from "cloudflare:test";
import type { Service } from "@contract/services";
import { STYLE_MESSAGES, type Style } from "@contract/style";
import type { GalleryPage, PublicStyle } from "@contract/visitor";
import { solidPng } from "@workers/dev/png";
import { describe, expect, it } from "vitest";
import { jsonLdText, styleJsonLd } from "~/lib/json-ld";
import { callV1, createUser, json, signedIn } from "../support/api";
import { postStyle, sendForm } from "../support/send-form";
import { addService } from "../support/services";
import { addStyle } from "../support/styles";

/**
 * Book this look (issue 37): a style names one of its shop's services and may
 * carry a title; its public answer prices it, its schema.org data offers it,
 * Explore filters by it, and a booking tap leads to the service's own link,
 * only ever one saved on that shop's services.
 */

let unique = 0;
/** A word no other test's services or styles hold, so the shared gallery's filters see only this test's. */
const word = (prefix: string) => `${prefix}${Date.now().toString(36)}${++unique}`;

function styleForm(fields: Record<string, string>) {
  const form = new FormData();
  for (const [name, value] of Object.entries({ gender: "female", color: "black", style: "short", ...fields }))
    form.set(name, value);
  return form;
}

async function withPicture(form: FormData) {
  form.append("images", new File([await solidPng(48, 27)], "look.png", { type: "image/png" }));
  return form;
}

const publicStyle = async (id: string) => {
  const response = await callV1(`/public/styles/${id}`);
  expect(response.status).toBe(200);
  return (await json<PublicStyle>(response)).data;
};

const gallery = async (query: Record<string, string>) => {
  const response = await callV1(`/public/gallery?${new URLSearchParams(query)}`);
  expect(response.status).toBe(200);
  return (await json<GalleryPage>(response)).data.styles.map((card) => card.id);
};

const tap = (path: string) =>
  SELF.fetch(`http://localhost${path}`, {
    redirect: "manual",
    headers: { "User-Agent": "Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) Mobile/15E148" },
  });

describe("a style's service and title", () => {
  it("saves both, reads them back, lists the services, and clears them when sent blank", async () => {
    const owner = await signedIn();
    const colour = await addService(owner.accountId, {
      name: "Balayage",
      price_from: 8500,
      price_to: 12000,
      duration_minutes: 150,
      booking_link: "https://book.example/balayage",
    });
    const listed = await json<{ data: Service[] }>(await callV1("/users/services", { headers: owner.headers }));
    expect(listed.data.data.map((service) => service.id)).toEqual([colour.id]);

    const created = await postStyle(
      owner.headers,
      await withPicture(styleForm({ title: "  Copper balayage ", service_id: colour.id })),
    );
    expect(created.status).toBe(201);
    const { data } = await json<Style>(created);
    expect(data.attributes.title).toBe("Copper balayage");
    expect(data.attributes.service).toEqual({
      id: colour.id,
      name: "Balayage",
      price_from: 8500,
      price_to: 12000,
      duration_minutes: 150,
      booking_link: "https://book.example/balayage",
    });
    const row = await env.DB.prepare("SELECT title, service_id FROM portfolios WHERE id = ?").bind(data.id).first();
    expect(row).toEqual({ title: "Copper balayage", service_id: colour.id });

    const edited = await sendForm(
      `/users/portfolios/${data.id}`,
      "PUT",
      owner.headers,
      styleForm({ title: "", service_id: "" }),
    );
    expect(edited.status).toBe(200);
    const { data: after } = await json<Style>(edited);
    expect(after.attributes.title).toBeNull();
    expect(after.attributes.service).toBeNull();
  });

  it("refuses another account's service on its field, on add and on edit, and stores nothing", async () => {
    const owner = await signedIn();
    const stranger = await createUser();
    const theirs = await addService(stranger.accountId, { name: "Fade", price_from: 2500 });
    for (const serviceId of [theirs.id, "nosuchserv"]) {
      const response = await postStyle(owner.headers, await withPicture(styleForm({ service_id: serviceId })));
      expect(response.status).toBe(422);
      const body = await json(response);
      expect(body.message).toBe(STYLE_MESSAGES.notYourService);
      expect(body.input_name).toBe("service_id");
    }
    const rows = await env.DB.prepare("SELECT COUNT(*) AS n FROM portfolios WHERE account_id = ?")
      .bind(owner.accountId)
      .first<number>("n");
    expect(rows).toBe(0);

    const styleId = await addStyle(owner.accountId);
    const edit = await sendForm(
      `/users/portfolios/${styleId}`,
      "PUT",
      owner.headers,
      styleForm({ service_id: theirs.id }),
    );
    expect(edit.status).toBe(422);
    expect((await json(edit)).input_name).toBe("service_id");
  });

  it("is left without its service once the service is deleted", async () => {
    const owner = await createUser();
    const cut = await addService(owner.accountId, { name: "Cut", price_from: 3000 });
    const styleId = await addStyle(owner.accountId, { service_id: cut.id, title: "Sharp bob" });
    expect((await publicStyle(styleId)).service?.id).toBe(cut.id);
    await env.DB.prepare("DELETE FROM services WHERE id = ?").bind(cut.id).run();
    const style = await publicStyle(styleId);
    expect(style.service).toBeNull();
    expect(style.title).toBe("Sharp bob");
    const row = await env.DB.prepare("SELECT service_id FROM portfolios WHERE id = ?").bind(styleId).first();
    expect(row).toEqual({ service_id: null });
  });
});

describe("the style's page data", () => {
  it("offers the service in schema.org: a Service at its price in euros, with the range", async () => {
    const owner = await createUser();
    await env.DB.prepare("UPDATE accounts SET company = 'Gold Cuts' WHERE id = ?").bind(owner.accountId).run();
    const range = await addService(owner.accountId, { name: "Balayage", price_from: 3500, price_to: 6050 });
    const from = await addService(owner.accountId, { name: "Cut", price_from: 3000 });
    const origin = "https://stylecast.test";
    const ldOf = async (styleId: string) => JSON.parse(jsonLdText(styleJsonLd(await publicStyle(styleId), origin)));

    const ranged = await ldOf(await addStyle(owner.accountId, { service_id: range.id, title: "Copper" }));
    expect(ranged.name).toBe("Copper by Gold Cuts");
    expect(ranged.offers).toEqual({
      "@type": "Offer",
      price: "35.00",
      priceCurrency: "EUR",
      priceSpecification: { "@type": "PriceSpecification", priceCurrency: "EUR", minPrice: 35, maxPrice: 60.5 },
      itemOffered: { "@type": "Service", name: "Balayage", provider: ranged.creator },
    });
    const fromOnly = await ldOf(await addStyle(owner.accountId, { service_id: from.id }));
    expect(fromOnly.offers.price).toBe("30.00");
    expect(fromOnly.offers.priceSpecification).not.toHaveProperty("maxPrice");
    expect(await ldOf(await addStyle(owner.accountId))).not.toHaveProperty("offers");
  });
});

describe("Explore's service and price filters", () => {
  it("finds styles by words of their service's name and by the most their price starts at", async () => {
    const owner = await createUser();
    const name = word("balayage");
    const cheap = await addService(owner.accountId, { name: `Soft ${name} Deluxe`, price_from: 4500 });
    const dear = await addService(owner.accountId, { name: `${name.toUpperCase()} long hair`, price_from: 9000 });
    const cheapStyle = await addStyle(owner.accountId, { service_id: cheap.id });
    const dearStyle = await addStyle(owner.accountId, { service_id: dear.id });
    const noService = await addStyle(owner.accountId, { tags: [`#${name}`] });

    expect((await gallery({ service: name })).sort()).toEqual([cheapStyle, dearStyle].sort());
    expect(await gallery({ service: `${name} deluxe` })).toEqual([cheapStyle]);
    expect(await gallery({ service: name, price_max: "50" })).toEqual([cheapStyle]);
    expect(await gallery({ service: name, price_max: "40" })).toEqual([]);
    // A style without a service is never under a price.
    expect(await gallery({ q: `#${name}` })).toEqual([noService]);
    expect(await gallery({ q: `#${name}`, price_max: "1000" })).toEqual([]);
    // Symbols are no part of a name's words: nothing of LIKE's syntax reaches the query.
    expect(await gallery({ service: "%" })).toEqual(await gallery({}));
  });

  it("refuses a price that is no whole number of euros, or above the top price, with the field named", async () => {
    for (const price of ["abc", "50.5", "10001"]) {
      const response = await callV1(`/public/gallery?price_max=${price}`);
      expect(response.status, price).toBe(422);
      expect((await json(response)).input_name).toBe("price_max");
    }
  });
});

describe("a booking tap of a style's service", () => {
  async function shopWithServices() {
    const owner = await createUser();
    await env.DB.prepare("UPDATE accounts SET booking_link = 'book.example/shop' WHERE id = ?")
      .bind(owner.accountId)
      .run();
    const own = await addService(owner.accountId, {
      name: "Balayage",
      price_from: 8500,
      booking_link: "https://book.example/balayage?s=1",
    });
    const plain = await addService(owner.accountId, { name: "Cut", price_from: 3000 });
    return { accountId: owner.accountId, own, plain };
  }

  it("leads to the service's own link with UTM tags, a screen's via kept as the medium", async () => {
    const { accountId, own } = await shopWithServices();
    const response = await tap(`/t/book/${accountId}?service=${own.id}`);
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe(
      "https://book.example/balayage?s=1&utm_source=stylecast&utm_medium=profile",
    );
    const fromScreen = await tap(`/t/book/${accountId}?service=${own.id}&via=kABCDEFGH`);
    expect(fromScreen.headers.get("Location")).toBe(
      "https://book.example/balayage?s=1&utm_source=stylecast&utm_medium=screen",
    );
  });

  it("leads to the shop's own link for a service without one, another shop's service or a forged id, and 404s without any", async () => {
    const { accountId, plain } = await shopWithServices();
    const other = await shopWithServices();
    const shopLink = "https://book.example/shop?utm_source=stylecast&utm_medium=profile";
    for (const service of [plain.id, other.own.id, "forged0001", "../../evil"]) {
      const response = await tap(`/t/book/${accountId}?service=${encodeURIComponent(service)}`);
      expect(response.headers.get("Location"), service).toBe(shopLink);
    }
    // Another channel never takes a service's link.
    const nobody = await createUser();
    await env.DB.prepare("UPDATE accounts SET whatsapp = '+49 170 1234567' WHERE id = ?").bind(nobody.accountId).run();
    const whatsapp = await tap(`/t/whatsapp/${nobody.accountId}?service=${other.own.id}`);
    expect(whatsapp.headers.get("Location")).toBe("https://wa.me/491701234567");
    // A shop with no booking link of its own: a service of another shop leads nowhere.
    expect((await tap(`/t/book/${nobody.accountId}?service=${other.own.id}`)).status).toBe(404);
  });
});
