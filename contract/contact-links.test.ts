import {
  channelLink,
  contactButtons,
  facebookLink,
  instagramLink,
  quickContacts,
  telegramLink,
  telLink,
  webLink,
  whatsappLink,
} from "@contract/contact-links";
import { aboutMePath, slideshowPath, styleDetailPath } from "@contract/public-paths";
import { describe, expect, it } from "vitest";

describe("visitor links", () => {
  it("builds canonical paths from the company name", () => {
    const account = { account_id: "Ab3_x-9Zq1", company: "Salon Müller & Söhne" };
    expect(aboutMePath(account)).toBe("/salon-muller-sohne/me?account_id=Ab3_x-9Zq1");
    expect(slideshowPath(account)).toBe("/salon-muller-sohne-Ab3_x-9Zq1");
    expect(styleDetailPath({ id: "p1", company: null })).toBe("/stylist/p1/style");
  });

  it("prepends https:// to website and order links when missing, and refuses other schemes", () => {
    expect(webLink("salon.de")).toBe("https://salon.de");
    expect(webLink("http://salon.de/book")).toBe("http://salon.de/book");
    expect(webLink(" https://salon.de ")).toBe("https://salon.de");
    expect(webLink("javascript:alert(1)")).toBeNull();
    expect(webLink("")).toBeNull();
    expect(webLink(null)).toBeNull();
  });

  it("reads phone numbers as typed", () => {
    expect(telLink("+49 30 123 456")).toBe("tel:+4930123456");
    expect(telLink("0049 (30) 123-456")).toBe("tel:+4930123456");
    expect(telLink("030 / 123456")).toBe("tel:030123456");
    expect(telLink("call me")).toBeNull();
    expect(whatsappLink("+49 170 1234567")).toBe("https://wa.me/491701234567");
    expect(whatsappLink("0049 170 1234567")).toBe("https://wa.me/491701234567");
    expect(whatsappLink("https://wa.me/491701234567")).toBe("https://wa.me/491701234567");
    expect(whatsappLink("wa.me/+491701234567")).toBe("https://wa.me/491701234567");
  });

  it("reads handles and profile links", () => {
    for (const typed of [
      "@salon_demo",
      "salon_demo",
      "t.me/salon_demo",
      "https://t.me/salon_demo",
      "https://telegram.me/@salon_demo",
    ]) {
      expect(telegramLink(typed), typed).toBe("https://t.me/salon_demo");
    }
    for (const typed of [
      "@salon.demo",
      "salon.demo",
      "instagram.com/salon.demo",
      "https://www.instagram.com/salon.demo/?hl=de",
    ]) {
      expect(instagramLink(typed), typed).toBe("https://www.instagram.com/salon.demo/");
    }
    expect(facebookLink("@SalonDemo")).toBe("https://www.facebook.com/SalonDemo");
    expect(facebookLink("facebook.com/profile.php?id=123")).toBe("https://facebook.com/profile.php?id=123");
    expect(facebookLink("https://www.facebook.com/SalonDemo")).toBe("https://www.facebook.com/SalonDemo");
    expect(instagramLink("not a handle!")).toBeNull();
  });

  it("sends counted taps through our redirect with the page's style and the scan's code, and pings Call's", () => {
    const profile = {
      domain: "salon.de",
      booking_link: null,
      telephone: "+49 30 1234567",
      whatsapp: "+49 170 1234567",
      telegram: null,
      instagram: null,
      facebook: null,
    };
    const buttons = contactButtons(profile, { accountId: "acc0000001", styleId: "style00001", via: "kscreen01" });
    expect(buttons.map(({ key, href, ping, external }) => ({ key, href, ping, external }))).toEqual([
      {
        key: "call",
        href: "tel:+49301234567",
        ping: "/t/call/acc0000001?style=style00001&via=kscreen01",
        external: false,
      },
      { key: "whatsapp", href: "/t/whatsapp/acc0000001?style=style00001&via=kscreen01", ping: null, external: true },
      { key: "website", href: "/t/website/acc0000001?style=style00001&via=kscreen01", ping: null, external: true },
    ]);
    expect(contactButtons(profile, { accountId: "acc0000001" }).map((button) => button.href)).toEqual([
      "tel:+49301234567",
      "/t/whatsapp/acc0000001",
      "/t/website/acc0000001",
    ]);
    expect(channelLink({ ...profile, address: "Hauptstr. 1", zip_code: "10115", city: "Berlin" }, "directions")).toBe(
      "https://www.google.com/maps/dir/?api=1&destination=Hauptstr.%201%2C%2010115%20Berlin",
    );
    expect(channelLink({ ...profile, address: "Hauptstr. 1", zip_code: null, city: null }, "directions")).toBeNull();
    expect(channelLink({ ...profile, address: null, zip_code: null, city: null }, "book")).toBeNull();
  });

  it("offers only the filled channels, booking and contact first, saying what they do", () => {
    const buttons = contactButtons({
      domain: "salon.de",
      booking_link: null,
      telephone: "+49 30 1234567",
      whatsapp: "",
      telegram: "@salon",
      instagram: null,
      facebook: null,
    });
    expect(buttons.map((button) => [button.label, button.href])).toEqual([
      ["Call", "tel:+49301234567"],
      ["Telegram", "https://t.me/salon"],
      ["Website", "https://salon.de"],
    ]);
    const all = contactButtons({
      domain: "salon.de",
      booking_link: "salon.de/book",
      telephone: "030 1234567",
      whatsapp: "+49 170 1234567",
      telegram: "@salon",
      instagram: "@salon",
      facebook: "salon",
    });
    expect(all.map((button) => button.label)).toEqual([
      "Book online",
      "Call",
      "WhatsApp",
      "Telegram",
      "Instagram",
      "Website",
      "Facebook",
    ]);
  });

  it("keeps Book online (else Call), then WhatsApp (else the next channel) for the phone's bar", () => {
    const keys = (profile: Partial<Parameters<typeof contactButtons>[0]>) =>
      quickContacts(
        contactButtons({
          domain: null,
          booking_link: null,
          telephone: null,
          whatsapp: null,
          telegram: null,
          instagram: null,
          facebook: null,
          ...profile,
        }),
      ).map((button) => button.key);
    const every = { booking_link: "b.de", telephone: "030 123456", whatsapp: "0170 123456", telegram: "@shop" };
    expect(keys(every)).toEqual(["book", "whatsapp"]);
    expect(keys({ ...every, booking_link: null })).toEqual(["call", "whatsapp"]);
    expect(keys({ ...every, whatsapp: null })).toEqual(["book", "call"]);
    expect(keys({ booking_link: "b.de", telegram: "@shop", facebook: "shop" })).toEqual(["book", "telegram"]);
    expect(keys({ instagram: "@shop", domain: "shop.de" })).toEqual(["instagram", "website"]);
    expect(keys({ whatsapp: "0170 123456" })).toEqual(["whatsapp"]);
    expect(keys({})).toEqual([]);
  });
});
