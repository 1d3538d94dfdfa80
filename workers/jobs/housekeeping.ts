import type { AppConfig } from "@contract/config";
import { REMOVAL_ANSWER_HOURS, REMOVAL_CONFIRM_DAYS } from "@contract/removal-requests";
import { rollAccountTotals } from "../db/account-totals";
import { findStylesWithdrawnBefore } from "../db/consents";
import { deleteExpiredRows, findReferencedMediaKeys } from "../db/housekeeping";
import { deleteFinishedMail, findDueMails } from "../db/mail-outbox";
import { deleteUnconfirmedRemovalRequests, escalateRemovalRequests } from "../db/removal-requests";
import { deleteStyleRows } from "../db/styles";
import { createMailer, deliver } from "../mail/mailer";
import { removalRequestedMail } from "../mail/templates";
import { ACCOUNTS_PREFIX } from "../media/account-media";
import { deleteKeys } from "../media/style-media";
import { sendWeeklySummaries } from "./weekly-summary";

const DAY_MS = 24 * 60 * 60 * 1000;
/** Mails retried per run; the rest wait for the next run (every five minutes). */
const MAILS_PER_RUN = 50;
/** A withdrawn style's files are kept this long, in case its client agrees again (issue 35). */
export const WITHDRAWN_KEPT_MS = 30 * DAY_MS;
/** Withdrawn styles deleted per run; the rest wait for the next. */
const WITHDRAWN_PER_RUN = 20;

/**
 * The Cron Trigger's work (wrangler.jsonc `triggers`): retry mail that could
 * not be delivered, drop expired sessions, tokens, rate-limit windows and old
 * mail, and delete R2 objects no row points at. An upload that crashed
 * half-way leaves at most such an object; it goes once it is a day old, so an
 * upload still in flight is never touched. A style whose client withdrew 30
 * days ago and never agreed again is deleted, with its files; removal
 * requests unanswered for 72 hours are flagged to the admin, and those never
 * confirmed go (issue 35). The days that left the admin's 30-day totals are
 * taken out of them; last, the weekly summaries that are due, a bounded
 * number a run (issue 36).
 */
export async function runHousekeeping(env: Env, config: AppConfig, now = Date.now()) {
  for (const mail of await findDueMails(env.DB, now, MAILS_PER_RUN)) await deliver(env, config, mail, now);
  await deleteExpiredRows(env.DB, now);
  await rollAccountTotals(env.DB, now);
  await deleteFinishedMail(env.DB, new Date(now - 30 * DAY_MS).toISOString());
  const withdrawnDeleted = await deleteWithdrawnStyles(env, new Date(now - WITHDRAWN_KEPT_MS).toISOString());
  const escalated = await escalateRemovalRequests(
    env.DB,
    new Date(now - REMOVAL_ANSWER_HOURS * 3_600_000).toISOString(),
  );
  if (escalated > 0) {
    await createMailer(env, config).send(removalRequestedMail(config.SUPPORT_EMAIL, config.APP_ORIGIN ?? "", "", true));
  }
  await deleteUnconfirmedRemovalRequests(env.DB, new Date(now - REMOVAL_CONFIRM_DAYS * DAY_MS).toISOString());
  const orphansDeleted = await deleteOrphanedMedia(env.MEDIA, env.DB, now - DAY_MS);
  return { orphansDeleted, withdrawnDeleted, escalated, weeklySummaries: await sendWeeklySummaries(env, config, now) };
}

async function deleteOrphanedMedia(bucket: R2Bucket, db: D1Database, uploadedBefore: number) {
  let deleted = 0;
  let cursor: string | undefined;
  do {
    const page = await bucket.list({ prefix: ACCOUNTS_PREFIX, cursor });
    const old = page.objects.filter((object) => object.uploaded.getTime() < uploadedBefore).map((object) => object.key);
    const referenced = await findReferencedMediaKeys(db, old);
    const orphans = old.filter((key) => !referenced.has(key));
    if (orphans.length > 0) await bucket.delete(orphans);
    deleted += orphans.length;
    cursor = page.truncated ? page.cursor : undefined;
  } while (cursor);
  return deleted;
}

async function deleteWithdrawnStyles(env: Env, withdrawnBefore: string) {
  const styles = await findStylesWithdrawnBefore(env.DB, withdrawnBefore, WITHDRAWN_PER_RUN);
  for (const style of styles) await deleteKeys(env.MEDIA, await deleteStyleRows(env.DB, style.id));
  return styles.length;
}
