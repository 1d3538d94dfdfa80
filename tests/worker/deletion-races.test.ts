import { env, SELF } from "cloudflare:test";
import { deleteAccount, replaceAvatar } from "@workers/media/account-media";
import { describe, expect, it } from "vitest";
import { callV1, createUser, json, signedIn, uniqueEmail } from "../support/api";
import { realImage } from "../support/media-fixtures";

/** Issue 35 point 9: deleted means deleted, also while uploads are still on their way. */

const filesOf = async (accountId: string) =>
  (await env.MEDIA.list({ prefix: `accounts/${accountId}/` })).objects.map((object) => object.key);

function uploadAvatar(headers: Record<string, string>, bytes: Uint8Array<ArrayBuffer>) {
  const form = new FormData();
  form.set("avatar", new File([bytes], "me.png", { type: "image/png" }));
  return SELF.fetch("http://localhost/v1/users/avatar", {
    method: "POST",
    headers: { "X-API-Key": env.API_KEY as string, ...headers },
    body: form,
  });
}

describe("an upload racing its account's deletion (issue 35)", () => {
  it("removes what it wrote when it finishes after the account is gone", async () => {
    const user = await createUser();
    await deleteAccount(env, user.accountId);
    const bytes = await realImage("image/png");
    const key = await replaceAvatar(env, user.accountId, bytes, { kind: "image", mime: "image/png", ext: "png" });
    expect(key).toBeNull();
    expect(await filesOf(user.accountId)).toEqual([]);
  });

  it("leaves no file behind when six avatar uploads are in flight as the account is deleted", async () => {
    const user = await signedIn();
    const bytes = await realImage("image/png");
    const uploads = Array.from({ length: 6 }, () => uploadAvatar(user.headers, bytes));
    const deletion = callV1("/users/cancel_account", {
      method: "DELETE",
      headers: user.headers,
      body: { current_password: user.password },
    });
    const answers = await Promise.all([...uploads, deletion]);
    for (const answer of answers) {
      expect(answer.status).toBeLessThan(500);
      await answer.arrayBuffer();
    }
    expect(answers.at(-1)?.status).toBe(200);
    expect(await filesOf(user.accountId)).toEqual([]);
  });
});

describe("a deleted account in its inviter's referral list (issue 35)", () => {
  it("is no longer there as ACTIVE, and no longer counts", async () => {
    const inviter = await signedIn({ referralCode: "GONE4242" });
    const friend = uniqueEmail("friend");
    const signUp = await callV1("/users/sign_up?referral_code=GONE4242", {
      body: {
        email: friend,
        password: "Friend#2026",
        password_confirmation: "Friend#2026",
        email_subscriptions: { terms_and_conditions: true },
      },
    });
    expect(signUp.status).toBe(200);
    const invitees = async () =>
      (await json<{ referee_email: string }[]>(await callV1("/users/invitees", { headers: inviter.headers }))).data;
    expect((await invitees()).map((row) => row.referee_email)).toEqual([friend]);
    const accountId = await env.DB.prepare("SELECT account_id FROM users WHERE email = ?")
      .bind(friend)
      .first<string>("account_id");
    await deleteAccount(env, accountId ?? "");
    expect(await invitees()).toEqual([]);
  });
});
