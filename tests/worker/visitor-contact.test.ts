import { env } from "cloudflare:test";
import type { PublicProfile, PublicStyle } from "@contract/visitor";
import { describe, expect, it } from "vitest";
import { businessJsonLd, jsonLdText, styleJsonLd } from "~/lib/json-ld";
import { callV1, createUser, json } from "../support/api";
import { SHOP_WEEK } from "../support/opening-hours";
import { addStyle } from "../support/styles";

/**
 * Issue 25 on the /v1/public answers: the shop's channels and opening hours
 * beside a style, 'Others also viewed this' (shared tags or the same shop),
 * and the schema.org data the pages build from these very answers.
 */

async function shop(fields: Record<string, string | null>, tags: string[] = []) {
  const user = await createUser();
  const columns = Object.keys(fields);
  await env.DB.prepare(
    `UPDATE accounts SET ${columns.map((column) => `${column} = ?`).join(", ")}, tags = ? WHERE id = ?`,
  )
    .bind(...Object.values(fields), JSON.stringify(tags), user.accountId)
    .run();
  return user;
}

const publicStyle = async (id: string) => {
  const response = await callV1(`/public/styles/${id}`);
  expect(response.status).toBe(200);
  return (await json<PublicStyle>(response)).data;
};
const publicProfile = async (id: string) => {
  const response = await callV1(`/public/accounts/${id}`);
  expect(response.status).toBe(200);
  return (await json<PublicProfile>(response)).data;
};

describe("a style's shop and 'Others also viewed this'", () => {
  it("answers the shop's channels, opening hours and type with the style", async () => {
    const owner = await shop({
      company: "Kamm & Schere",
      job_title: "Barber",
      city: "Leipzig",
      telephone: "0341 123456",
      whatsapp: "+49 170 7654321",
      booking_link: "kamm.example/book",
      opening_hours: JSON.stringify(SHOP_WEEK),
      time_zone: "Europe/Vienna",
    });
    const { shop: answered } = await publicStyle(await addStyle(owner.accountId));
    expect(answered).toMatchObject({
      account_id: owner.accountId,
      company: "Kamm & Schere",
      telephone: "0341 123456",
      whatsapp: "+49 170 7654321",
      booking_link: "kamm.example/book",
      opening_hours: SHOP_WEEK,
      time_zone: "Europe/Vienna",
      business_type: "HairSalon", // a barber: schema.org has no BarberShop
    });
    expect(JSON.stringify(answered)).not.toContain(owner.email);
  });

  it("lists up to six styles sharing a tag (any case) or the shop, most shared tags first, never the style itself", async () => {
    const here = await shop({ company: "Hier", city: "Kiel" });
    const there = await shop({ company: "Dort", city: "Kiel" });
    const elsewhere = await shop({ company: "Woanders", city: "Kiel" });
    const tags = [`#braidsx${Date.now()}`, `#boxx${Date.now()}`];
    const style = await addStyle(here.accountId, { tags });
    const sameShop = await addStyle(here.accountId, { tags: ["#other"] });
    const bothTags = await addStyle(there.accountId, { tags: tags.map((tag) => tag.toUpperCase()) });
    const oneTag = await addStyle(elsewhere.accountId, { tags: [tags[0] ?? ""] });
    const unrelated = await addStyle(elsewhere.accountId, { tags: ["#nothingincommon"] });
    const unapproved = await addStyle(there.accountId, { tags, approved: false });
    const hiddenFromGallery = await addStyle(there.accountId, { tags, show_in_gallery: false });

    const others = (await publicStyle(style)).others.map((card) => card.id);
    expect(others).toEqual([bothTags, oneTag, sameShop]);
    for (const id of [style, unrelated, unapproved, hiddenFromGallery]) expect(others).not.toContain(id);

    // A blocked shop's styles are not offered.
    await env.DB.prepare("UPDATE users SET status = 'blocked' WHERE account_id = ?").bind(there.accountId).run();
    expect((await publicStyle(style)).others.map((card) => card.id)).toEqual([oneTag, sameShop]);

    // Never more than six.
    for (let made = 0; made < 7; made++) await addStyle(elsewhere.accountId, { tags });
    expect((await publicStyle(style)).others).toHaveLength(6);
  });
});

describe("schema.org data built from the answers", () => {
  it("makes about-me a typed business with address, telephone, links and opening hours", async () => {
    const owner = await shop(
      {
        company: "Nagelstudio Lack",
        city: "Dresden",
        address: "Prager Straße 2",
        zip_code: "01069",
        telephone: "+49 351 123456",
        instagram: "@lack.dresden",
        facebook: "LackDresden",
        domain: "lack.example",
        opening_hours: JSON.stringify(SHOP_WEEK),
      },
      ["#nails"],
    );
    await addStyle(owner.accountId);
    const profile = await publicProfile(owner.accountId);
    expect(profile.business_type).toBe("NailSalon");
    const origin = "https://stylecast.test";
    // The page's text, parsed as a crawler would.
    const ld = JSON.parse(jsonLdText(businessJsonLd(profile, origin)));
    const page = `${origin}/nagelstudio-lack/me?account_id=${owner.accountId}`;
    expect(ld).toEqual({
      "@context": "https://schema.org",
      "@type": "NailSalon",
      "@id": page,
      name: "Nagelstudio Lack",
      url: page,
      image: expect.stringMatching(/^https:\/\/stylecast\.test\/media\/.+-cover\.webp$/),
      telephone: "+49 351 123456",
      address: {
        "@type": "PostalAddress",
        streetAddress: "Prager Straße 2",
        postalCode: "01069",
        addressLocality: "Dresden",
      },
      sameAs: [
        "https://lack.example",
        "https://www.instagram.com/lack.dresden/",
        "https://www.facebook.com/LackDresden",
      ],
      openingHoursSpecification: [
        {
          "@type": "OpeningHoursSpecification",
          dayOfWeek: ["Tuesday", "Wednesday", "Friday"],
          opens: "09:00",
          closes: "18:00",
        },
        { "@type": "OpeningHoursSpecification", dayOfWeek: ["Thursday"], opens: "10:00", closes: "20:00" },
        { "@type": "OpeningHoursSpecification", dayOfWeek: ["Saturday"], opens: "09:00", closes: "14:00" },
      ],
    });
  });

  it("falls back to LocalBusiness and leaves out what the shop has not given", async () => {
    const owner = await shop({ company: "Studio Nord", city: null });
    const ld = JSON.parse(jsonLdText(businessJsonLd(await publicProfile(owner.accountId), "https://stylecast.test")));
    expect(ld["@type"]).toBe("LocalBusiness");
    expect(ld.address).toEqual({ "@type": "PostalAddress" });
    for (const key of ["telephone", "sameAs", "openingHoursSpecification", "image"]) expect(ld).not.toHaveProperty(key);
  });

  it("makes a style an ImageObject or a VideoObject created by the shop", async () => {
    const owner = await shop({ company: "Haarwerk", city: "Bonn" });
    const origin = "https://stylecast.test";
    const shopNode = {
      "@type": "HairSalon",
      "@id": `${origin}/haarwerk/me?account_id=${owner.accountId}`,
      name: "Haarwerk",
      url: `${origin}/haarwerk/me?account_id=${owner.accountId}`,
    };
    const picture = await publicStyle(await addStyle(owner.accountId, { tags: ["#bob", "#</script>"] }));
    const image = JSON.parse(jsonLdText(styleJsonLd(picture, origin)));
    expect(image).toMatchObject({
      "@context": "https://schema.org",
      "@type": "ImageObject",
      name: "Long, blonde by Haarwerk",
      url: `${origin}/haarwerk/${picture.id}/style`,
      contentUrl: expect.stringMatching(/^https:\/\/stylecast\.test\/media\/.+-cover\.webp$/),
      thumbnailUrl: expect.stringMatching(/-thumb\.webp$/),
      keywords: "#bob, #</script>",
      creator: shopNode,
      creditText: "Haarwerk",
    });
    expect(jsonLdText(styleJsonLd(picture, origin))).not.toContain("</script>");

    const clip = await publicStyle(await addStyle(owner.accountId, { video: true }));
    expect(JSON.parse(jsonLdText(styleJsonLd(clip, origin)))).toMatchObject({
      "@type": "VideoObject",
      contentUrl: expect.stringMatching(/^https:\/\/stylecast\.test\/media\/.+\.mp4$/),
      thumbnailUrl: expect.stringMatching(/-cover\.webp$/),
      uploadDate: clip.created_at,
      encodingFormat: "video/mp4",
      creator: shopNode,
    });
  });
});
