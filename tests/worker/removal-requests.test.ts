import { env } from "cloudflare:test";
import { readConfig } from "@contract/config";
import { REMOVAL_MESSAGES } from "@contract/removal-requests";
import type { Slideshow } from "@contract/slideshow";
import { runHousekeeping } from "@workers/jobs/housekeeping";
import { describe, expect, it } from "vitest";
import { callV1, json, mailsTo, signedIn, uniqueEmail } from "../support/api";
import { addStyle } from "../support/styles";

/** Issue 35 point 5: anyone can ask for a photo to come down; the shop decides; the admin sees what waits. */

let ipCounter = 0;
const freshIp = () => ({ "CF-Connecting-IP": `10.35.0.${++ipCounter}` });

type Open = { id: string; style_id: string; reason: string; escalated_at: string | null };

async function shopWithStyle() {
  const owner = await signedIn();
  await env.DB.prepare("UPDATE accounts SET company = 'Removal Cuts' WHERE id = ?").bind(owner.accountId).run();
  const style = await addStyle(owner.accountId, { subject: "none" });
  return { owner, style };
}

/** Asks for `style` to come down and confirms it by the mail's link; returns the asker's address. */
async function askAndConfirm(style: string, reason = "That is me, and I did not agree") {
  const email = uniqueEmail("asker");
  const asked = await callV1(`/public/styles/${style}/removal`, { body: { reason, email }, headers: freshIp() });
  expect(asked.status).toBe(201);
  const token = tokenOf((await mailsTo(email))[0]?.text_body ?? "");
  const confirmed = await callV1(`/removal/${token}`, { method: "POST", headers: freshIp() });
  expect(confirmed.status).toBe(200);
  return { email, token };
}

function tokenOf(text: string) {
  const link = text.match(/https?:\/\/\S+/)?.[0] ?? "";
  return decodeURIComponent(new URL(link).pathname.slice("/removal/".length));
}

const openFor = async (headers: Record<string, string>, path = "/users/removal_requests") =>
  (await json<Open[]>(await callV1(path, { headers }))).data;

describe("a removal request (issue 35)", () => {
  it("counts only once its e-mail is confirmed, once; then the shop sees it and is told", async () => {
    const { owner, style } = await shopWithStyle();
    const email = uniqueEmail("asker");
    const asked = await callV1(`/public/styles/${style}/removal`, {
      body: { reason: "  <b>That is me</b>  ", email },
      headers: freshIp(),
    });
    expect((await json(asked)).message).toBe(REMOVAL_MESSAGES.sent);
    expect(await openFor(owner.headers)).toEqual([]); // not before it is confirmed

    const token = tokenOf((await mailsTo(email))[0]?.text_body ?? "");
    expect((await callV1(`/removal/${token}`, { method: "POST", headers: freshIp() })).status).toBe(200);
    expect(await openFor(owner.headers)).toEqual([
      expect.objectContaining({ style_id: style, reason: "<b>That is me</b>", escalated_at: null }),
    ]);
    expect((await mailsTo(owner.email))[0]?.subject).toBe("Someone asks for one of your photos to come down");
    expect((await callV1(`/removal/${token}`, { method: "POST", headers: freshIp() })).status).toBe(404);
  });

  it("names the field of a wrong request, refuses a photo that is not public, and is rate-limited", async () => {
    const { owner, style } = await shopWithStyle();
    const path = `/public/styles/${style}/removal`;
    for (const [body, field, message] of [
      [{ reason: " ", email: "a@example.com" }, "reason", REMOVAL_MESSAGES.reasonRequired],
      [{ reason: "x".repeat(1001), email: "a@example.com" }, "reason", REMOVAL_MESSAGES.reasonTooLong],
      [{ reason: "Me", email: "not-mail" }, "email", REMOVAL_MESSAGES.emailInvalid],
    ] as const) {
      const response = await callV1(path, { body, headers: freshIp() });
      expect(response.status, field).toBe(422);
      expect(await json(response)).toMatchObject({ input_name: field, message });
    }
    const hidden = await addStyle(owner.accountId, { approved: false });
    const body = { reason: "Me", email: uniqueEmail("asker") };
    expect((await callV1(`/public/styles/${hidden}/removal`, { body, headers: freshIp() })).status).toBe(404);
    const ip = freshIp();
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) statuses.push((await callV1(path, { body, headers: ip })).status);
    expect(statuses).toEqual([201, 201, 201, 201, 201, 429]);
  });
});

describe("the shop's decision (issue 35)", () => {
  it("takes the style down everywhere and tells who asked; another shop cannot decide", async () => {
    const { owner, style } = await shopWithStyle();
    const { email } = await askAndConfirm(style);
    const [request] = await openFor(owner.headers);
    const stranger = await signedIn();
    const decide = (headers: Record<string, string>, body: unknown) =>
      callV1(`/users/removal_requests/${request?.id}`, { body, headers });
    expect((await decide(stranger.headers, { action: "take_down" })).status).toBe(404);

    expect((await decide(owner.headers, { action: "take_down" })).status).toBe(200);
    expect((await callV1(`/public/styles/${style}`)).status).toBe(410);
    const show = await json<Slideshow>(await callV1(`/slideshow/${owner.accountId}`));
    expect(show.data.slides).toEqual([]);
    expect((await mailsTo(email))[0]?.subject).toBe("The photo you asked about has been taken down");
    expect(await openFor(owner.headers)).toEqual([]);
    expect((await decide(owner.headers, { action: "take_down" })).status).toBe(404);
  });

  it("answers: the style stays, the asker gets the answer", async () => {
    const { owner, style } = await shopWithStyle();
    const { email } = await askAndConfirm(style);
    const [request] = await openFor(owner.headers);
    const path = `/users/removal_requests/${request?.id}`;
    const empty = await callV1(path, { body: { action: "answer", answer: " " }, headers: owner.headers });
    expect(empty.status).toBe(422);
    const answered = await callV1(path, {
      body: { action: "answer", answer: "This is our model, with a signed release" },
      headers: owner.headers,
    });
    expect(answered.status).toBe(200);
    expect((await callV1(`/public/styles/${style}`)).status).toBe(200);
    expect((await mailsTo(email))[0]?.text_body).toContain("with a signed release");
  });

  it("unanswered for 72 hours, is flagged to the admin by the Cron job, who can take it down", async () => {
    const { owner, style } = await shopWithStyle();
    await askAndConfirm(style);
    const config = readConfig(env);
    const { escalated } = await runHousekeeping(env, config, Date.now() + 73 * 3_600_000);
    expect(escalated).toBeGreaterThanOrEqual(1);
    expect((await mailsTo(config.SUPPORT_EMAIL))[0]?.subject).toBe("Removal requests wait for an answer");
    const admin = await signedIn({ abilities: ["admin"] });
    expect((await callV1("/admin/removal_requests", { headers: owner.headers })).status).toBe(403);
    const open = await openFor(admin.headers, "/admin/removal_requests");
    const flagged = open.find((request) => request.style_id === style);
    expect(flagged?.escalated_at).not.toBeNull();
    const taken = await callV1(`/admin/removal_requests/${flagged?.id}`, {
      body: { action: "take_down" },
      headers: admin.headers,
    });
    expect(taken.status).toBe(200);
    expect((await callV1(`/public/styles/${style}`)).status).toBe(410);
  });
});
