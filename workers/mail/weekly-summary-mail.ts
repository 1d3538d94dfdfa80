import { shopCalled } from "@contract/consent";
import { insightsPath } from "@contract/insights";
import { styleTitle } from "@contract/style-labels";
import type { WeekFigures } from "../db/weekly-summary";
import type { Mail } from "./mailer";
import { screenName } from "./templates";

/** The header pair of RFC 8058: a mail client's own Unsubscribe button POSTs to the link, no page, no login. */
export const oneClickHeaders = (unsubscribeUrl: string) => ({
  "List-Unsubscribe": `<${unsubscribeUrl}>`,
  "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
});

export type WeeklySummary = {
  to: string;
  origin: string;
  accountId: string;
  /** The local Monday the week ends at (YYYY-MM-DD); the week is the seven days before. */
  monday: string;
  figures: Omit<WeekFigures, "recipients" | "openingHours" | "stints">;
  /** Each screen's share (0 to 1) of the week's opening hours it played; null when the shop has no opening hours. */
  played: Map<string, number> | null;
  /** The page a person opens to unsubscribe; its `/one-click` is what the headers name. */
  unsubscribePath: string;
};

const count = (value: number) => value.toLocaleString("en-GB");
const counted = (value: number, one: string, many: string) => `${count(value)} ${value === 1 ? one : many}`;
const dayOf = (date: string, days: number) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toLocaleDateString("en-GB", {
    day: "numeric",
    month: "long",
    timeZone: "UTC",
  });
const percent = (share: number) => `${Math.round(share * 100)}%`;

/** The summary's parts, once: the text and the HTML bodies are both made from them. */
function parts({ origin, accountId, monday, figures, played }: WeeklySummary) {
  const totals: [string, number][] = [
    ["Plays on your screens", figures.plays],
    ["Scans of your QR codes", figures.scans],
    ["Visits to your pages", figures.visits],
    ["Taps on Book, Call, WhatsApp and your other links", figures.taps],
  ];
  const styles = figures.topStyles.map((style) => `${styleTitle(style)}: ${counted(style.scans, "scan", "scans")}`);
  const screens = played
    ? figures.screens.map(
        (screen) =>
          `${screenName({ screenId: screen.id, name: screen.name })}: played ${percent(played.get(screen.id) ?? 0)} of your opening hours`,
      )
    : [];
  return {
    week: `${dayOf(monday, -7)} to ${dayOf(monday, -1)}`,
    totals,
    styles,
    screens,
    noHours:
      played === null && figures.screens.length > 0
        ? `Add your opening hours to your profile to see how much of them your screens played: ${origin}/accounts/${accountId}`
        : null,
    insights: `${origin}${insightsPath(accountId)}`,
    settings: `${origin}/accounts/${accountId}/settings`,
  };
}

/** Monday's mail: last week's figures, one link to Insights, and a way out in one click. */
export function weeklySummaryMail(summary: WeeklySummary): Mail {
  const shop = shopCalled(summary.figures.shop);
  const p = parts(summary);
  const unsubscribe = `${summary.origin}${summary.unsubscribePath}`;
  const section = (title: string, lines: string[]) =>
    lines.length ? `\n\n${title}\n${lines.map((line) => `- ${line}`).join("\n")}` : "";
  const text = [
    `Your week at ${shop}, ${p.week}:`,
    "",
    ...p.totals.map(([label, value]) => `${label}: ${count(value)}`),
  ].join("\n");
  return {
    to: summary.to,
    subject: `Your week on Stylecast: ${counted(summary.figures.plays, "play", "plays")}, ${counted(summary.figures.scans, "scan", "scans")}, ${counted(summary.figures.visits, "visit", "visits")}`,
    text: `${text}${section("Most scanned styles", p.styles)}${section("Your screens", p.screens)}${p.noHours ? `\n\n${p.noHours}` : ""}\n\nSee the whole path from play to booking, per screen and per style: ${p.insights}\n\nYou get this summary every Monday. Unsubscribe: ${unsubscribe}\nOr turn it off in your settings: ${p.settings}`,
    html: summaryHtml(shop, p, unsubscribe),
    headers: oneClickHeaders(`${unsubscribe}/one-click`),
  };
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
const link = (href: string, label: string) =>
  `<a href="${escapeHtml(href)}" style="color:#b83a26">${escapeHtml(label)}</a>`;

function summaryHtml(shop: string, p: ReturnType<typeof parts>, unsubscribe: string) {
  const list = (title: string, lines: string[]) =>
    lines.length
      ? `<h2 style="font-size:16px;margin:24px 0 8px">${escapeHtml(title)}</h2><ul style="margin:0;padding-left:20px">${lines.map((line) => `<li>${escapeHtml(line)}</li>`).join("")}</ul>`
      : "";
  const rows = p.totals
    .map(
      ([label, value]) =>
        `<tr><td style="padding:4px 16px 4px 0">${escapeHtml(label)}</td><td style="padding:4px 0;text-align:right;font-weight:bold">${count(value)}</td></tr>`,
    )
    .join("");
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"></head><body style="font-family:system-ui,sans-serif;color:#1c1917;line-height:1.5;max-width:560px;margin:0 auto;padding:16px">
<h1 style="font-size:20px;margin:0 0 4px">Your week at ${escapeHtml(shop)}</h1>
<p style="margin:0 0 16px;color:#57534e">${escapeHtml(p.week)}</p>
<table role="presentation" style="border-collapse:collapse">${rows}</table>
${list("Most scanned styles", p.styles)}${list("Your screens", p.screens)}
${p.noHours ? `<p>${escapeHtml(p.noHours)}</p>` : ""}
<p style="margin-top:24px">${link(p.insights, "See the whole path from play to booking, per screen and per style")}</p>
<p style="margin-top:32px;font-size:13px;color:#57534e">You get this summary every Monday. ${link(unsubscribe, "Unsubscribe")} or turn it off in your ${link(p.settings, "settings")}.</p>
</body></html>`;
}
