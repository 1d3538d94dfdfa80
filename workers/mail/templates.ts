import { sentenceStart } from "@contract/consent";
import type { Mail } from "./mailer";

/** The texts of the mails the app sends. Links are absolute, built from the site the visitor used. */
export function confirmEmailMail(to: string, origin: string, token: string): Mail {
  const link = `${origin}/confirm_email?${new URLSearchParams({ confirm_token: token })}`;
  return {
    to,
    subject: "Confirm your e-mail address for Stylecast",
    text: `Welcome to Stylecast!\n\nPlease confirm your e-mail address to activate your account:\n${link}\n\nThe link works once and expires in 3 days. If you did not register, ignore this mail.`,
  };
}

export function resetPasswordMail(to: string, origin: string, token: string): Mail {
  const link = `${origin}/password/reset?${new URLSearchParams({ reset_password_token: token })}`;
  return {
    to,
    subject: "Reset your Stylecast password",
    text: `Someone asked to reset the password of your Stylecast account.\n\nChoose a new password here:\n${link}\n\nThe link works once and expires in 6 hours. If it was not you, ignore this mail: your password stays as it is.`,
  };
}

/** Who a mail says sent it: the first of their names that is not blank, else their e-mail. */
export const senderName = (names: (string | null | undefined)[], email: string) =>
  names.map((name) => name?.trim()).find((name) => Boolean(name)) ?? email;

export function inviteMail(to: string, origin: string, referralCode: string, inviter: string): Mail {
  const link = `${origin}/register?${new URLSearchParams({ email: to, referral_code: referralCode })}`;
  return {
    to,
    subject: `${inviter} invites you to Stylecast`,
    text: `${inviter} invites you to Stylecast: a portfolio and a TV slideshow for your styles.\n\nRegister with the referral code ${referralCode}:\n${link}\n\nIf you do not know the sender, ignore this mail.`,
  };
}

/** A screen as a mail names it: the owner's name for it, else its browser and system and the end of its id (the admin's "TV ID"). */
export type ScreenFacts = { screenId: string; name?: string | null; browser?: string; os?: string; lastSeenAt: number };
export const screenName = ({ screenId, name, browser, os }: Omit<ScreenFacts, "lastSeenAt">) =>
  name || `${[browser, os].filter(Boolean).join(" on ") || "A screen"} (TV …${screenId.slice(-6)})`;
/** A moment on the shop's clock (issue 34: its own time zone), as the owner's pages write it. */
const shopTime = (ms: number, timeZone: string) =>
  new Date(ms).toLocaleString("de-DE", { timeZone, dateStyle: "medium", timeStyle: "short" });
/** "Berlin time", "New York time": the zone's city, as the mails say whose clock their times are on. */
const zoneWords = (timeZone: string) => `${(timeZone.split("/").at(-1) ?? timeZone).replaceAll("_", " ")} time`;
const listOf = (names: string[]) =>
  names.length <= 1 ? (names[0] ?? "") : `${names.slice(0, -1).join(", ")} and ${names[names.length - 1]}`;

/** What the owner needs around a screen mail: where to look, and the incidents the daily cap kept back. */
export type ScreenMailContext = {
  origin: string;
  accountId: string;
  unsent: number;
  maxPerDay: number;
  /** The shop's time zone: the mails' times are on its clock. */
  timeZone: string;
};

function screenMailFooter({ origin, accountId, unsent, maxPerDay }: ScreenMailContext) {
  const held =
    unsent > 0
      ? `\n\nWe did not mail you about ${unsent === 1 ? "1 more incident" : `${unsent} more incidents`} before this one: we write at most ${maxPerDay} times a day.`
      : "";
  return `${held}\n\nSee your screens: ${origin}/accounts/${accountId}/screens\n\nWe write only during your opening hours (set them on your profile: ${origin}/accounts/${accountId}), at most ${maxPerDay} times a day. You can turn these mails off in your slideshow settings: ${origin}/accounts/${accountId}/settings`;
}

/**
 * Screens that had been playing the slideshow are offline for 15 minutes:
 * one mail per incident, naming every screen in it (decisions.md "Screen-offline mail").
 */
export function screenDarkMail(to: string, screens: ScreenFacts[], context: ScreenMailContext): Mail {
  const one = screens.length === 1;
  const lines = screens.map(
    (screen) => `- ${screenName(screen)}, last seen ${shopTime(screen.lastSeenAt, context.timeZone)}`,
  );
  return {
    to,
    subject: one ? "A Stylecast screen has gone dark" : `${screens.length} Stylecast screens have gone dark`,
    text: `${one ? "This screen" : "These screens"} stopped playing your slideshow (${zoneWords(context.timeZone)}):\n${lines.join("\n")}\n\nCheck that ${one ? "the TV is" : "the TVs are"} on and connected. We will write once more when ${one ? "it is" : "they are all"} back.${screenMailFooter(context)}`,
  };
}

/** Every screen of an incident plays again. */
export function screenBackMail(to: string, screens: ScreenFacts[], now: number, context: ScreenMailContext): Mail {
  const one = screens.length === 1;
  return {
    to,
    subject: one ? "Your Stylecast screen is back" : "Your Stylecast screens are back",
    text: `${listOf(screens.map(screenName))} ${one ? "is" : "are"} playing your slideshow again since ${shopTime(now, context.timeZone)} (${zoneWords(context.timeZone)}).${screenMailFooter(context)}`,
  };
}

/** The pages of a client's consent (issue 35): the page a link opens, and the withdrawal in their copy. */
export const consentPagePath = (token: string) => `/consent/${encodeURIComponent(token)}`;
export const withdrawPagePath = (token: string) => `/consent/withdraw/${encodeURIComponent(token)}`;

export function consentLinkMail(to: string, origin: string, shop: string, token: string, days: number): Mail {
  return {
    to,
    subject: `${sentenceStart(shop)} asks before showing your photos`,
    text: `${sentenceStart(shop)} would like to show photos of your new look on its pages and screens, and asks you first.\n\nSay yes or no here:\n${origin}${consentPagePath(token)}\n\nThe link works once and expires in ${days} days. If you do not know the shop, ignore this mail.`,
  };
}

/** The client's copy of what they agreed to, with their own link to withdraw. */
export function consentCopyMail(
  to: string,
  origin: string,
  copy: { shop: string; name: string; places: string[]; givenAt: string; token: string },
): Mail {
  return {
    to,
    subject: `Your consent to ${copy.shop}`,
    text: `Hello ${copy.name},\n\non ${copy.givenAt} you agreed that ${copy.shop} may show photos of you in these places:\n${copy.places.map((place) => `- ${place}`).join("\n")}\n\nYou can withdraw at any time, without logging in:\n${origin}${withdrawPagePath(copy.token)}\n\nThe photos then come down from the pages at once and from the shop's screens within seconds.`,
  };
}

/** To the shop and to the client, once a client's consent ended. */
export function consentWithdrawnMail(to: string, origin: string, who: "owner" | "client", shop: string): Mail {
  return who === "owner"
    ? {
        to,
        subject: "A client withdrew their consent",
        text: `A client withdrew their consent to a style of yours. It has left your pages, Explore and your screens. Its files are deleted after 30 days unless the client agrees again.\n\nYour styles: ${origin}/login`,
      }
    : {
        to,
        subject: `Your photos are coming down at ${shop}`,
        text: `You withdrew your consent. ${sentenceStart(shop)}'s photos of you have left its pages and Explore, and leave its screens within seconds. Their files are deleted after 30 days.`,
      };
}

/** The pages of a removal request (issue 35 point 5): the confirmation its mail links to. */
export const removalConfirmPath = (token: string) => `/removal/${encodeURIComponent(token)}`;

export function removalConfirmMail(to: string, origin: string, token: string, days: number): Mail {
  return {
    to,
    subject: "Confirm your request to take a photo down",
    text: `You asked Stylecast to take a photo down. Confirm it here, and the shop is told at once:\n${origin}${removalConfirmPath(token)}\n\nThe link works once and expires in ${days} days. If you did not ask, ignore this mail: nothing happens.`,
  };
}

/** To the shop (and, after REMOVAL_ANSWER_HOURS unanswered, to the admin): a confirmed request waits. */
export function removalRequestedMail(to: string, origin: string, reason: string, escalated = false): Mail {
  return {
    to,
    subject: escalated ? "Removal requests wait for an answer" : "Someone asks for one of your photos to come down",
    text: escalated
      ? `Removal requests have waited for the shop's answer for over 72 hours.\n\nThe admin's list: ${origin}/admin/removal-requests`
      : `Someone asked for one of your styles to come down:\n\n"${reason}"\n\nTake it down or answer, here: ${origin}/login\n\nIf nobody answers within 72 hours, Stylecast's admin looks at it.`,
  };
}

/** To the person who asked: what the shop (or the admin) decided. */
export function removalDecidedMail(to: string, shop: string, answer: string | null): Mail {
  return answer === null
    ? {
        to,
        subject: "The photo you asked about has been taken down",
        text: `${sentenceStart(shop)} has taken the photo down from its pages, Explore and its screens. Its files are deleted after 30 days.`,
      }
    : {
        to,
        subject: `${sentenceStart(shop)} answered your removal request`,
        text: `${sentenceStart(shop)} answered your request to take a photo down:\n\n"${answer}"\n\nIf you are the person in the photo and did not agree to it, reply to support@stylecast.app.`,
      };
}
