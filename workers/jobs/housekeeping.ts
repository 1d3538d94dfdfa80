import type { AppConfig } from "@contract/config";
import { deleteExpiredRows, findReferencedMediaKeys } from "../db/housekeeping";
import { deleteFinishedMail, findDueMails } from "../db/mail-outbox";
import { deliver } from "../mail/mailer";
import { ACCOUNTS_PREFIX } from "../media/account-media";

const DAY_MS = 24 * 60 * 60 * 1000;
/** Mails retried per run; the rest wait for the next run (every five minutes). */
const MAILS_PER_RUN = 50;

/**
 * The Cron Trigger's work (wrangler.jsonc `triggers`): retry mail that could
 * not be delivered, drop expired sessions, tokens, rate-limit windows and old
 * mail, and delete R2 objects no row points at. An upload that crashed
 * half-way leaves at most such an object; it goes once it is a day old, so an
 * upload still in flight is never touched.
 */
export async function runHousekeeping(env: Env, config: AppConfig, now = Date.now()) {
  for (const mail of await findDueMails(env.DB, now, MAILS_PER_RUN)) await deliver(env, config, mail, now);
  await deleteExpiredRows(env.DB, now);
  await deleteFinishedMail(env.DB, new Date(now - 30 * DAY_MS).toISOString());
  return { orphansDeleted: await deleteOrphanedMedia(env.MEDIA, env.DB, now - DAY_MS) };
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
