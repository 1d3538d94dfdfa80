import type { AppConfig } from "@contract/config";
import { addDays } from "@contract/shop-clock";
import { WEEKLY_SUMMARY } from "@contract/weekly-summary";
import { issueUnsubscribeCode } from "../auth/unsubscribe-token";
import { enqueueStatement, findPendingMail } from "../db/mail-outbox";
import {
  claimWeeklySummary,
  type DueAccount,
  findDueAccounts,
  listAccountTimeZones,
  readWeekFigures,
  releaseWeeklySummary,
} from "../db/weekly-summary";
import { deliver } from "../mail/mailer";
import { weeklySummaryMail } from "../mail/weekly-summary-mail";
import { openingHoursPlayed, openingRanges } from "../screen-model/opening-hours-played";
import { summaryWeek } from "./summary-week";

/**
 * Accounts summed up per run of the Cron Trigger (every five minutes), and the
 * time after which a run begins no more: each is a handful of D1 reads, one
 * batch of writes and a delivery attempt (10 s at most). 50 a run is 600 an
 * hour; the rest of a zone's Monday morning waits for the next runs.
 */
export const SUMMARIES_PER_RUN = 50;
const RUN_BUDGET_MS = 60_000;

/** The unsubscribe page a summary links to, for one user (its POST turns the summary off: app/routes/unsubscribe). */
export const unsubscribePath = (code: string) => `/unsubscribe/${encodeURIComponent(code)}`;

/**
 * The weekly summary (issue 36 point 6): Monday 08:00 on each shop's clock,
 * last week's plays, scans, visits and taps, its most scanned styles and
 * each screen's share of the opening hours it played, to each of the
 * account's users who wants it. An account with no screen and no visit that
 * week gets none, and an account's first week is the one after the job first
 * saw it. Each account is claimed (an UPDATE … WHERE, migration 0025)
 * before its mail is written, so runs that overlap never send one twice; a
 * claim whose mails could not be stored is given back for the next run, and a
 * stored mail the provider refused waits in the outbox for its retries
 * (workers/mail/mailer.ts).
 */
export async function sendWeeklySummaries(env: Env, config: AppConfig, now = Date.now()) {
  const due = (await listAccountTimeZones(env.DB)).map((timeZone) => ({
    timeZone,
    monday: summaryWeek(now, timeZone).monday,
  }));
  const started = Date.now();
  let sent = 0;
  for (const account of await findDueAccounts(env.DB, due, SUMMARIES_PER_RUN)) {
    if (Date.now() - started > RUN_BUDGET_MS) break;
    if (!(await claimWeeklySummary(env.DB, account.id, account.monday))) continue;
    // An account never summed up (new, or there before migration 0025) starts here: its first summary is next
    // Monday's, not one out of the blue for a week it may barely have had.
    if (account.lastWeek === null) continue;
    let stored: number[];
    try {
      stored = await storeSummaries(env, config, account, now);
    } catch (error) {
      // Nothing was stored: the next run tries this account again.
      await releaseWeeklySummary(env.DB, account);
      throw error;
    }
    // Stored is sent: a delivery that fails now is the outbox's to retry.
    for (const id of stored) {
      const mail = await findPendingMail(env.DB, id);
      if (mail) await deliver(env, config, mail);
    }
    sent += stored.length;
  }
  return sent;
}

/** Writes the account's mails to the outbox in one batch (none when the week had no screen and no visit): their ids. */
async function storeSummaries(env: Env, config: AppConfig, account: DueAccount, now: number) {
  const week = summaryWeek(now, account.timeZone);
  const figures = await readWeekFigures(env.DB, account.id, week.from, week.to);
  if (!figures || (figures.screens.length === 0 && figures.plays === 0 && figures.visits === 0)) return [];
  const played = figures.openingHours
    ? openingHoursPlayed(
        figures.stints,
        openingRanges(figures.openingHours, addDays(week.monday, -7), account.timeZone),
      )
    : null;
  const mails = await Promise.all(
    figures.recipients.map(async ({ userId, email }) =>
      weeklySummaryMail({
        to: email,
        origin: config.APP_ORIGIN ?? "",
        accountId: account.id,
        monday: week.monday,
        figures,
        played,
        unsubscribePath: unsubscribePath(await issueUnsubscribeCode(config.SESSION_SECRET, userId, WEEKLY_SUMMARY)),
      }),
    ),
  );
  if (mails.length === 0) return [];
  const stored = await env.DB.batch<{ id: number }>(mails.map((mail) => enqueueStatement(env.DB, mail)));
  return stored.map((row) => row.results[0]?.id ?? 0);
}
