import { describe, expect, it } from "vitest";
import { bookThisLook } from "./book-this-look";

const shop = {
  domain: null,
  booking_link: null,
  telephone: null,
  whatsapp: null,
  telegram: null,
  instagram: null,
  facebook: null,
};
const tap = { accountId: "acc0000001", styleId: "style00001", via: null };

describe("Book this look (issue 37)", () => {
  it("books by the service's own link through the tap's redirect, naming the service", () => {
    const button = bookThisLook(shop, { id: "serv000001", booking_link: "book.example/colour" }, tap);
    expect(button).toMatchObject({ key: "book", label: "Book this look", external: true });
    expect(button?.href).toBe("/t/book/acc0000001?style=style00001&service=serv000001");
  });

  it("else by the shop's booking link, then a call, then WhatsApp, and not at all with none", () => {
    const service = { id: "serv000001", booking_link: null };
    expect(bookThisLook({ ...shop, booking_link: "https://book.example" }, service, tap)?.href).toBe(
      "/t/book/acc0000001?style=style00001",
    );
    const call = bookThisLook({ ...shop, telephone: "030 123456", whatsapp: "+49 170 1234567" }, service, tap);
    expect(call).toMatchObject({ key: "call", label: "Call to book", href: "tel:030123456" });
    expect(call?.ping).toBe("/t/call/acc0000001?style=style00001");
    expect(bookThisLook({ ...shop, whatsapp: "+49 170 1234567" }, service, tap)).toMatchObject({
      key: "whatsapp",
      label: "Book on WhatsApp",
      href: "/t/whatsapp/acc0000001?style=style00001",
    });
    expect(bookThisLook(shop, service, tap)).toBeNull();
  });
});
