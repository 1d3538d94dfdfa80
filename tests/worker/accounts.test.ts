import { env, SELF } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { bearer, callV1, createUser, json, linkParam, mailsTo, signedIn, signIn, uniqueEmail } from "../support/api";
import { realImage } from "../support/media-fixtures";

const MP4 = new Uint8Array([0, 0, 0, 0x18, 0x66, 0x74, 0x79, 0x70, 0x69, 0x73, 0x6f, 0x6d, 0, 0, 0, 0]);

const PROFILE = {
  company: "Salon Eins",
  address: "Hauptstraße 1",
  zip_code: "10115",
  city: "Berlin",
  state: "Berlin",
  domain: "salon-eins.de",
  booking_link: "https://salon-eins.de/book",
  instagram: "@saloneins",
  telephone: "+49 30 1234567",
  first_name: "Eva",
  last_name: "Eins",
  about_me: "<b>Cuts</b> & colour",
};

function uploadAvatar(
  headers: Record<string, string>,
  bytes: Uint8Array<ArrayBuffer>,
  name = "me.png",
  type = "image/png",
) {
  const form = new FormData();
  form.set("avatar", new File([bytes], name, { type }));
  return SELF.fetch("http://localhost/v1/users/avatar", {
    method: "POST",
    headers: { "X-API-Key": env.API_KEY as string, ...headers },
    body: form,
  });
}

describe("GET/PUT /v1/users/accounts/{id}", () => {
  it("lets the owner read the account entity", async () => {
    const user = await signedIn();
    const response = await callV1(`/users/accounts/${user.accountId}`, { headers: user.headers });
    const body = await json<{ id: string; type: string; attributes: Record<string, unknown> }>(response);
    expect(body.data).toMatchObject({
      id: user.accountId,
      type: "account",
      attributes: {
        account_id: user.accountId,
        email: user.email,
        avatar: null,
        device_orientation: "landscape",
        qr_code: true,
        loading_bar: true,
        screen_alerts: true,
        invited_user_count: 0,
      },
    });
    expect(body.data.attributes).not.toHaveProperty("password_hash");
  });

  it("hides other accounts (404) and needs a session (401)", async () => {
    const owner = await signedIn();
    const other = await signedIn();
    expect((await callV1(`/users/accounts/${owner.accountId}`, { headers: other.headers })).status).toBe(404);
    expect(
      (await callV1(`/users/accounts/${owner.accountId}`, { method: "PUT", body: PROFILE, headers: other.headers }))
        .status,
    ).toBe(404);
    expect((await callV1(`/users/accounts/${owner.accountId}`)).status).toBe(401);
    const company = await env.DB.prepare("SELECT company FROM accounts WHERE id = ?")
      .bind(owner.accountId)
      .first("company");
    expect(company).toBeNull();
  });

  it("saves the profile, then says when nothing changed", async () => {
    const user = await signedIn();
    const path = `/users/accounts/${user.accountId}`;
    const saved = await json<{ attributes: Record<string, unknown> }>(
      await callV1(path, { method: "PUT", body: { ...PROFILE, tags: ["#hack"] }, headers: user.headers }),
    );
    expect(saved.message).toBe("Profile updated");
    expect(saved.data.attributes).toMatchObject({ ...PROFILE, fullname: "Eva Eins", tags: [] });
    const again = await json(
      await callV1(path, { method: "PUT", body: { ...PROFILE, city: " Berlin " }, headers: user.headers }),
    );
    expect(again.message).toBe("No information has been updated");
  });

  it.each([
    [{ company: "" }, "company", "Company cannot be empty"],
    [{ address: "   " }, "address", "Street cannot be empty"],
    [{ zip_code: undefined }, "zip_code", "Postcode/ZIP cannot be empty"],
    [{ city: null }, "city", "City cannot be empty"],
    [{ zip_code: "SW1A 1AA" }, "zip_code", "Enter a valid ZIP code (digits only)."],
    [{ domain: "javascript:alert(1)" }, "domain", "Enter a valid web address"],
    [{ booking_link: "not a link" }, "booking_link", "Enter a valid web address"],
    [{ telephone: "call me" }, "telephone", "Enter a valid phone number"],
    [{ company: "x".repeat(101) }, "company", "Company is too long (100 characters at most)"],
    [{ about_me: 42 }, "about_me", "About must be text"],
  ])("refuses %j", async (overrides, inputName, message) => {
    const user = await signedIn();
    const response = await callV1(`/users/accounts/${user.accountId}`, {
      method: "PUT",
      body: { ...PROFILE, ...overrides },
      headers: user.headers,
    });
    expect(response.status).toBe(422);
    expect(await json(response)).toMatchObject({ error: message, input_name: inputName });
    expect(
      await env.DB.prepare("SELECT company FROM accounts WHERE id = ?").bind(user.accountId).first("company"),
    ).toBeNull();
  });

  it("takes a free-text postcode in the postcode countries", async () => {
    const user = await signedIn();
    const path = `/users/accounts/${user.accountId}`;
    expect(
      (
        await callV1(path, {
          method: "PUT",
          body: { ...PROFILE, zip_code: "SW1A 1AA", country: "GB" },
          headers: user.headers,
        })
      ).status,
    ).toBe(200);
    const bad = await callV1(path, {
      method: "PUT",
      body: { ...PROFILE, zip_code: "SW1A<1AA>", country: "GB" },
      headers: user.headers,
    });
    expect(await json(bad)).toMatchObject({ error: "Enter a valid postcode.", input_name: "zip_code" });
  });
});

describe("avatar", () => {
  it("stores an image in R2, serves it, and replaces the previous one", async () => {
    const user = await signedIn();
    const PNG = await realImage("image/png");
    const first = await uploadAvatar(user.headers, PNG);
    const body = await first.json<{ message: string; avatar: string }>();
    expect(first.status).toBe(200);
    expect(body.avatar).toMatch(new RegExp(`^/media/accounts/${user.accountId}/avatar/[\\w-]+\\.png$`));
    const served = await SELF.fetch(`http://localhost${body.avatar}`);
    expect(served.headers.get("content-type")).toBe("image/png");
    // Decoded and encoded anew by the Images binding: a PNG of the same size, not the bytes sent.
    expect(await env.IMAGES.info(served.body as ReadableStream<Uint8Array>)).toMatchObject({
      format: "image/png",
      width: 40,
      height: 30,
    });

    const second = await (await uploadAvatar(user.headers, PNG, "new.jpg", "image/jpeg")).json<{ avatar: string }>();
    expect(second.avatar).not.toBe(body.avatar);
    expect(await env.MEDIA.head(body.avatar.replace("/media/", ""))).toBeNull();

    const deleted = await callV1("/users/delete_avatar", { method: "DELETE", headers: user.headers });
    expect(await json(deleted)).toMatchObject({ message: "Avatar deleted" });
    expect(await env.MEDIA.head(second.avatar.replace("/media/", ""))).toBeNull();
    const account = await json<{ attributes: { avatar: string } }>(
      await callV1(`/users/accounts/${user.accountId}`, { headers: user.headers }),
    );
    expect(account.data.attributes.avatar).toBeNull();
  });

  it("refuses a video, whatever it is called", async () => {
    const user = await signedIn();
    const response = await uploadAvatar(user.headers, MP4, "holiday.png", "image/png");
    expect(response.status).toBe(422);
    expect(await json(response)).toMatchObject({ error: "Avatar cannot be a video", input_name: "avatar" });
  });

  it("refuses a file that only claims to be an image, and leaves nothing behind", async () => {
    const user = await signedIn();
    const html = new TextEncoder().encode("<html><script>alert(1)</script></html>");
    const response = await uploadAvatar(user.headers, html, "photo.png", "image/png");
    expect(response.status).toBe(422);
    expect(await json(response)).toMatchObject({ error: "File too big (> 20MB) or File type not supported : 0.0MB" });
    expect((await env.MEDIA.list({ prefix: `accounts/${user.accountId}/` })).objects).toHaveLength(0);
  });

  it("refuses files over 20 MB, empty files and non-multipart bodies", async () => {
    const user = await signedIn();
    const big = new Uint8Array(20 * 1024 * 1024 + 1);
    big.set(await realImage("image/png"));
    const tooBig = await uploadAvatar(user.headers, big);
    expect(tooBig.status).toBe(413);
    expect(await json(tooBig)).toMatchObject({ error: "File too big (> 20MB) or File type not supported : 20.0MB" });
    expect((await uploadAvatar(user.headers, new Uint8Array())).status).toBe(422);
    expect((await callV1("/users/avatar", { body: { avatar: "x" }, headers: user.headers })).status).toBe(415);
  });
});

describe("slideshow settings", () => {
  it("saves each setting and refuses wrong values", async () => {
    const user = await signedIn();
    for (const [setting, value] of [
      ["device_orientation", "portrait"],
      ["qr_code", false],
      ["loading_bar", false],
      ["screen_alerts", false],
      ["show_prices", true],
    ] as const) {
      const response = await callV1(`/users/account/${setting}`, {
        method: "PUT",
        body: { [setting]: value },
        headers: user.headers,
      });
      expect(response.status).toBe(200);
    }
    const account = await json<{ attributes: Record<string, unknown> }>(
      await callV1(`/users/accounts/${user.accountId}`, { headers: user.headers }),
    );
    expect(account.data.attributes).toMatchObject({
      device_orientation: "portrait",
      qr_code: false,
      loading_bar: false,
      screen_alerts: false,
      show_prices: true,
    });

    const bad = await callV1("/users/account/device_orientation", {
      method: "PUT",
      body: { device_orientation: "diagonal" },
      headers: user.headers,
    });
    expect(await json(bad)).toMatchObject({ status: 422, input_name: "device_orientation" });
    expect(
      (await callV1("/users/account/qr_code", { method: "PUT", body: { qr_code: "yes" }, headers: user.headers }))
        .status,
    ).toBe(422);
    expect(
      (await callV1("/users/account/brightness", { method: "PUT", body: { brightness: 1 }, headers: user.headers }))
        .status,
    ).toBe(404);
  });
});

describe("referrals", () => {
  it("sends at most 10 invitations an hour per account, so it cannot relay spam", async () => {
    const inviter = await signedIn();
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++) {
      statuses.push(
        (await callV1("/users/invite", { body: { email: uniqueEmail("spam") }, headers: inviter.headers })).status,
      );
    }
    expect(statuses.slice(0, 10).every((status) => status === 200)).toBe(true);
    expect(statuses[10]).toBe(429);
    const other = await signedIn();
    expect((await callV1("/users/invite", { body: { email: uniqueEmail("ok") }, headers: other.headers })).status).toBe(
      200,
    );
  });

  it("invites by e-mail with a register link, and the invitee moves PENDING → ACCEPTED → ACTIVE", async () => {
    const inviter = await signedIn({ referralCode: "INVITE42" });
    const friend = uniqueEmail("friend");
    const sent = await callV1("/users/invite", {
      body: { email: friend },
      headers: { ...inviter.headers, "X-App-Origin": "https://stylecast.test" },
    });
    expect(await json(sent)).toMatchObject({ status: 200, message: "The email has been sent to the invitee." });
    const [mail] = await mailsTo(friend);
    expect(mail?.text_body).toContain("https://stylecast.test/register?");
    expect(linkParam(mail?.text_body ?? "", "email")).toBe(friend);
    expect(linkParam(mail?.text_body ?? "", "referral_code")).toBe("INVITE42");

    const status = async () =>
      (
        await json<{ referee_email: string; referee_status: string }[]>(
          await callV1("/users/invitees", { headers: inviter.headers }),
        )
      ).data;
    expect(await status()).toEqual([expect.objectContaining({ referee_email: friend, referee_status: "PENDING" })]);

    const signUp = await callV1("/users/sign_up?referral_code=INVITE42", {
      body: {
        email: friend,
        password: "Friend#2026",
        password_confirmation: "Friend#2026",
        email_subscriptions: { terms_and_conditions: true },
      },
    });
    expect(signUp.status).toBe(200);
    expect((await status())[0]?.referee_status).toBe("ACCEPTED");
    const account = await json<{ attributes: { invited_user_count: number } }>(
      await callV1(`/users/accounts/${inviter.accountId}`, { headers: inviter.headers }),
    );
    expect(account.data.attributes.invited_user_count).toBe(1);

    const confirmation = (await mailsTo(friend)).find((m) => m.subject.startsWith("Confirm"));
    await callV1(`/users/confirm_email?confirm_token=${linkParam(confirmation?.text_body ?? "", "confirm_token")}`);
    expect((await status())[0]?.referee_status).toBe("ACTIVE");
  });

  it("cancels only pending invitations", async () => {
    const inviter = await signedIn();
    const friend = uniqueEmail("maybe");
    await callV1("/users/invite", { body: { email: friend }, headers: inviter.headers });
    const cancelled = await callV1("/users/cancel_invite", {
      method: "DELETE",
      body: { email: friend },
      headers: inviter.headers,
    });
    expect(await json(cancelled)).toMatchObject({ status: 200 });
    const again = await callV1("/users/cancel_invite", {
      method: "DELETE",
      body: { email: friend },
      headers: inviter.headers,
    });
    expect(again.status).toBe(404);
  });

  it.each([
    [{}, "Email cannot be empty"],
    [{ email: "" }, "Invalid Email"],
    [{ email: "no-at-sign" }, "Invalid Email"],
  ])("refuses the invite %j", async (body, message) => {
    const inviter = await signedIn();
    const response = await callV1("/users/invite", { body, headers: inviter.headers });
    expect(response.status).toBe(422);
    expect(await json(response)).toMatchObject({ error: message, input_name: "email" });
  });

  it("refuses inviting yourself or someone who already has an account", async () => {
    const inviter = await signedIn();
    const member = await createUser();
    expect(
      await json(await callV1("/users/invite", { body: { email: inviter.email }, headers: inviter.headers })),
    ).toMatchObject({ error: "You cannot invite yourself" });
    expect(
      await json(await callV1("/users/invite", { body: { email: member.email }, headers: inviter.headers })),
    ).toMatchObject({ error: "This person already has an account" });
  });
});

describe("DELETE /v1/users/cancel_account", () => {
  it("deletes the account, its sessions and all its media, and nobody else's", async () => {
    const user = await signedIn();
    const bystander = await signedIn();
    const PNG = await realImage("image/png");
    await uploadAvatar(user.headers, PNG);
    await env.MEDIA.put(`accounts/${user.accountId}/styles/abc/slide.webp`, "x");
    await uploadAvatar(bystander.headers, PNG);

    const response = await callV1("/users/cancel_account?e2e_bypass_token=whatever", {
      method: "DELETE",
      headers: user.headers,
    });
    expect(await json(response)).toMatchObject({ status: 200, message: "Your account has been deleted" });

    expect((await env.MEDIA.list({ prefix: `accounts/${user.accountId}/` })).objects).toHaveLength(0);
    expect((await env.MEDIA.list({ prefix: `accounts/${bystander.accountId}/` })).objects).toHaveLength(1);
    for (const table of ["accounts WHERE id", "users WHERE account_id"]) {
      expect(await env.DB.prepare(`SELECT COUNT(*) AS n FROM ${table} = ?`).bind(user.accountId).first("n")).toBe(0);
    }
    expect((await callV1("/users/me", { headers: user.headers })).status).toBe(401);
    expect((await callV1("/users/sign_in", { body: { email: user.email, password: user.password } })).status).toBe(401);
    expect((await callV1("/users/me", { headers: bystander.headers })).status).toBe(200);
  });
});

describe("PUT /v1/users/password", () => {
  const change = (headers: Record<string, string>, body: unknown) =>
    callV1("/users/password", { method: "PUT", body, headers });

  it("sets the new password, ends the user's other sessions and keeps the current one", async () => {
    const user = await signedIn();
    const phone = bearer(await signIn(user.email, user.password));
    const bystander = await signedIn();

    const response = await change(user.headers, { password: "Fresh#2026", password_confirmation: "Fresh#2026" });
    expect(await json(response)).toMatchObject({ status: 200, message: "Password changed successfully" });

    expect((await callV1("/users/me", { headers: user.headers })).status).toBe(200);
    expect((await callV1("/users/me", { headers: phone })).status).toBe(401);
    expect((await callV1("/users/me", { headers: bystander.headers })).status).toBe(200);
    expect((await callV1("/users/sign_in", { body: { email: user.email, password: user.password } })).status).toBe(401);
    expect((await callV1("/users/sign_in", { body: { email: user.email, password: "Fresh#2026" } })).status).toBe(200);
  });

  it.each([
    [{ password: "weakpassword", password_confirmation: "weakpassword" }, "password", "Invalid Password"],
    [{ password: "Fresh!2026", password_confirmation: "Fresh!2026" }, "password", "Invalid Password"],
    [{ password_confirmation: "Fresh#2026" }, "password", "Password is required"],
    [{ password: "Fresh#2026" }, "password_confirmation", "Password confirmation cannot be empty"],
    [
      { password: "Fresh#2026", password_confirmation: "Fresh#2027" },
      "password_confirmation",
      "Password and Password confirmation are not matching",
    ],
  ])("refuses %j and keeps the old password", async (body, inputName, message) => {
    const user = await signedIn();
    const response = await change(user.headers, body);
    expect(response.status).toBe(422);
    expect(await json(response)).toMatchObject({ error: message, input_name: inputName });
    expect((await callV1("/users/sign_in", { body: { email: user.email, password: user.password } })).status).toBe(200);
  });

  it("needs a session", async () => {
    const response = await change({}, { password: "Fresh#2026", password_confirmation: "Fresh#2026" });
    expect(response.status).toBe(401);
    expect(await json(response)).toMatchObject({ error: "Invalid access token" });
  });
});

describe("GET /v1/users/me for the header's add-slide shortcut", () => {
  it("carries company, address and picture as they change", async () => {
    const user = await signedIn();
    const me = async () =>
      (
        await json<{ company: string | null; address: string | null; picture: string | null }>(
          await callV1("/users/me", { headers: user.headers }),
        )
      ).data;
    expect(await me()).toMatchObject({ company: null, address: null, picture: null });
    await callV1(`/users/accounts/${user.accountId}`, { method: "PUT", body: PROFILE, headers: user.headers });
    const { avatar } = await (await uploadAvatar(user.headers, await realImage("image/png"))).json<{
      avatar: string;
    }>();
    expect(await me()).toMatchObject({ company: PROFILE.company, address: PROFILE.address, picture: avatar });
  });
});

describe("a session that signed in more than 10 minutes ago", () => {
  async function staleSession() {
    const user = await signedIn();
    await env.DB.prepare("UPDATE sessions SET created_at = ? WHERE user_id = ?")
      .bind(Date.now() - 11 * 60 * 1000, user.userId)
      .run();
    return user;
  }
  const newPassword = { password: "Taken#2026", password_confirmation: "Taken#2026" };

  it("must give the current password to change it: asked for (403), refused when wrong (422), accepted when right", async () => {
    const user = await staleSession();
    const change = (body: unknown) => callV1("/users/password", { method: "PUT", body, headers: user.headers });
    expect(await json(await change(newPassword))).toMatchObject({
      status: 403,
      error: "For your security, please enter your current password first",
      input_name: "current_password",
    });
    expect(await json(await change({ ...newPassword, current_password: "Wrong#2026" }))).toMatchObject({
      status: 422,
      input_name: "current_password",
    });
    expect((await change({ ...newPassword, current_password: user.password })).status).toBe(200);
  });

  it("must give the current password to delete the account", async () => {
    const user = await staleSession();
    const remove = (body?: unknown) =>
      callV1("/users/cancel_account", { method: "DELETE", headers: user.headers, ...(body ? { body } : {}) });
    expect((await remove()).status).toBe(403);
    expect((await remove({ current_password: "Wrong#2026" })).status).toBe(422);
    expect(await env.DB.prepare("SELECT COUNT(*) AS n FROM users WHERE id = ?").bind(user.userId).first("n")).toBe(1);
    expect((await remove({ current_password: user.password })).status).toBe(200);
  });
});
