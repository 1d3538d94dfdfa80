import { describe, expect, it } from "vitest";
import { inviteMail, screenBackMail, screenDarkMail, senderName } from "./templates";

const context = {
  origin: "https://stylecast.test",
  accountId: "acc1234567",
  unsent: 0,
  maxPerDay: 3,
  timeZone: "Europe/Berlin",
};
const window = { screenId: "session-window", name: "Window TV", lastSeenAt: Date.parse("2026-11-26T09:01:00Z") };
const counter = {
  screenId: "session-abc123",
  name: null,
  browser: "Chrome",
  os: "Android",
  lastSeenAt: Date.parse("2026-11-26T09:06:00Z"),
};

describe("screen-offline mails", () => {
  it("list every screen of the incident by its name, else its browser and system, with a link to My screens", () => {
    const mail = screenDarkMail("owner@example.com", [window, counter], context);
    expect(mail.subject).toBe("2 Stylecast screens have gone dark");
    expect(mail.text).toBe(
      [
        "These screens stopped playing your slideshow (Berlin time):",
        "- Window TV, last seen 26.11.2026, 10:01",
        "- Chrome on Android (TV …abc123), last seen 26.11.2026, 10:06",
        "",
        "Check that the TVs are on and connected. We will write once more when they are all back.",
        "",
        "See your screens: https://stylecast.test/accounts/acc1234567/screens",
        "",
        "We write only during your opening hours (set them on your profile: https://stylecast.test/accounts/acc1234567), at most 3 times a day. You can turn these mails off in your slideshow settings: https://stylecast.test/accounts/acc1234567/settings",
      ].join("\n"),
    );
  });

  it("say how many incidents the daily cap held back, in the next mail whichever it is", () => {
    const dark = screenDarkMail("owner@example.com", [window], { ...context, unsent: 2 });
    expect(dark.subject).toBe("A Stylecast screen has gone dark");
    expect(dark.text).toContain("This screen stopped playing");
    expect(dark.text).toContain(
      "We did not mail you about 2 more incidents before this one: we write at most 3 times a day.",
    );
    const back = screenBackMail("owner@example.com", [window, counter], Date.parse("2026-11-26T10:00:00Z"), {
      ...context,
      unsent: 1,
    });
    expect(back.subject).toBe("Your Stylecast screens are back");
    expect(back.text).toMatch(
      /^Window TV and Chrome on Android \(TV …abc123\) are playing your slideshow again since 26\.11\.2026, 11:00 \(Berlin time\)\.\n\nWe did not mail you about 1 more incident before this one/,
    );
  });
});

describe("screen-offline mails for a shop outside Berlin", () => {
  it("give their times on the shop's clock, and say whose", () => {
    const mail = screenDarkMail("owner@example.com", [window], { ...context, timeZone: "America/New_York" });
    expect(mail.text).toContain(
      "This screen stopped playing your slideshow (New York time):\n- Window TV, last seen 26.11.2026, 04:01",
    );
  });
});

describe("the invite mail", () => {
  it("names the inviter by company, else full name, else e-mail: never an empty name", () => {
    expect(senderName(["Salon Eins", "Eva Eins"], "eva@example.com")).toBe("Salon Eins");
    expect(senderName(["", " Eva Eins "], "eva@example.com")).toBe("Eva Eins");
    expect(senderName([null, "  "], "eva@example.com")).toBe("eva@example.com");
    const mail = inviteMail(
      "friend@example.com",
      "https://stylecast.test",
      "CODE1234",
      senderName(["", ""], "eva@example.com"),
    );
    expect(mail.subject).toBe("eva@example.com invites you to Stylecast");
  });
});
