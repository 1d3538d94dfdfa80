import { env } from "cloudflare:test";
import { ADMIN_MESSAGES } from "@contract/admin";
import { controlCharactersMessage } from "@contract/plain-text";
import { describe, expect, it } from "vitest";
import { callV1, createUser, json, mailsTo, signedIn, uniqueEmail } from "../support/api";
import { realImage } from "../support/media-fixtures";
import { sendForm } from "../support/send-form";

/**
 * Issue 26: passwords and every text a person types refuse control characters
 * (NUL, bidi overrides) with a message naming the field; a textarea keeps its
 * line breaks. Mail subjects never show an empty name.
 */
const NUL = "\u0000";
const RTL_OVERRIDE = "\u202e";

const PROFILE = { company: "Salon Eins", address: "Hauptstraße 1", zip_code: "10115", city: "Berlin" };

describe("control characters", () => {
  it.each([
    ["a NUL byte", `Fresh#20${NUL}26`],
    ["a bidi override", `Fresh#20${RTL_OVERRIDE}26`],
  ])("are refused in a new password at sign-up: %s", async (_label, password) => {
    await createUser({ referralCode: `CTRL${password.length}${_label.length}` });
    const email = uniqueEmail("ctrl");
    const response = await callV1("/users/sign_up", {
      body: {
        email,
        password,
        password_confirmation: password,
        referral_code: `CTRL${password.length}${_label.length}`,
        settings: {},
        email_subscriptions: { terms_and_conditions: true },
      },
      headers: { "CF-Connecting-IP": `10.26.0.${_label.length}`, "X-App-Origin": "https://stylecast.test" },
    });
    expect(response.status).toBe(422);
    expect(await json(response)).toMatchObject({ error: controlCharactersMessage("Password"), input_name: "password" });
    expect(await env.DB.prepare("SELECT COUNT(*) AS n FROM users WHERE email = ?").bind(email).first("n")).toBe(0);
  });

  it("are refused in a changed password", async () => {
    const user = await signedIn();
    const password = `New#2026${NUL}`;
    const response = await callV1("/users/password", {
      method: "PUT",
      body: { password, password_confirmation: password },
      headers: user.headers,
    });
    expect(response.status).toBe(422);
    expect(await json(response)).toMatchObject({ error: controlCharactersMessage("Password"), input_name: "password" });
  });

  it.each([
    [{ company: `Salon${RTL_OVERRIDE}Eins` }, "company", "Company"],
    [{ city: `Ber${NUL}lin` }, "city", "City"],
    [{ first_name: `Eva${NUL}` }, "first_name", "First name"],
    [{ job_title: "Cutter\u2066" }, "job_title", "Position"],
    [{ about_me: `Cuts${NUL}` }, "about_me", "About"],
  ])("are refused in the profile's text fields: %j", async (overrides, field, label) => {
    const user = await signedIn();
    const response = await callV1(`/users/accounts/${user.accountId}`, {
      method: "PUT",
      body: { ...PROFILE, ...overrides },
      headers: user.headers,
    });
    expect(response.status).toBe(422);
    expect(await json(response)).toMatchObject({ error: controlCharactersMessage(label), input_name: field });
    expect(
      await env.DB.prepare("SELECT company FROM accounts WHERE id = ?").bind(user.accountId).first("company"),
    ).toBeNull();
  });

  it("leave a textarea its line breaks", async () => {
    const user = await signedIn();
    const about = "Cuts & colour\r\nSince 2001\twith love";
    const response = await callV1(`/users/accounts/${user.accountId}`, {
      method: "PUT",
      body: { ...PROFILE, about_me: about },
      headers: user.headers,
    });
    expect(response.status).toBe(200);
    expect(
      await env.DB.prepare("SELECT about_me FROM accounts WHERE id = ?").bind(user.accountId).first("about_me"),
    ).toBe(about);
  });

  it("are refused in a question to support", async () => {
    const response = await callV1("/support/questions", {
      body: { question: `Hello${RTL_OVERRIDE} there`, email: "" },
      headers: { "CF-Connecting-IP": "10.26.1.1" },
    });
    expect(response.status).toBe(422);
    expect(await json(response)).toMatchObject({ error: controlCharactersMessage("Question"), input_name: "question" });
  });

  it("are refused in an ad's title and the admin's subscriber search", async () => {
    const admin = await signedIn({ abilities: ["admin"] });
    const form = new FormData();
    form.set("images", new File([await realImage("image/png")], "ad.png", { type: "image/png" }));
    form.set("title", `Sale${NUL}`);
    const before = await env.DB.prepare("SELECT COUNT(*) AS n FROM ads").first("n");
    const ad = await sendForm("/admin/ads", "POST", admin.headers, form);
    expect(ad.status).toBe(422);
    expect(await json(ad)).toMatchObject({ error: ADMIN_MESSAGES.adTitleControlCharacters, input_name: "title" });
    expect(await env.DB.prepare("SELECT COUNT(*) AS n FROM ads").first("n")).toBe(before);
    const search = await callV1(`/admin/subscribers?q=${encodeURIComponent(`eva${NUL}`)}`, { headers: admin.headers });
    expect(search.status).toBe(422);
    expect(await json(search)).toMatchObject({ error: controlCharactersMessage("q"), input_name: "q" });
  });

  it("are refused in the profile's address search", async () => {
    const me = await signedIn();
    const response = await callV1(`/users/address_suggestions?q=${encodeURIComponent(`Haupt${RTL_OVERRIDE}str`)}`, {
      headers: me.headers,
    });
    expect(response.status).toBe(422);
    expect(await json(response)).toMatchObject({ error: controlCharactersMessage("q"), input_name: "q" });
  });
});

describe("mail subjects", () => {
  it("name an inviter without company or name by their e-mail", async () => {
    const inviter = await signedIn();
    const friend = uniqueEmail("friend");
    const response = await callV1("/users/invite", { body: { email: friend }, headers: inviter.headers });
    expect(response.status).toBe(200);
    const [mail] = await mailsTo(friend);
    expect(mail?.subject).toBe(`${inviter.email} invites you to Stylecast`);
  });
});
