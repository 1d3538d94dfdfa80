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

export function inviteMail(to: string, origin: string, referralCode: string, inviter: string): Mail {
  const link = `${origin}/register?${new URLSearchParams({ email: to, referral_code: referralCode })}`;
  return {
    to,
    subject: `${inviter} invites you to Stylecast`,
    text: `${inviter} invites you to Stylecast: a portfolio and a TV slideshow for your styles.\n\nRegister with the referral code ${referralCode}:\n${link}\n\nIf you do not know the sender, ignore this mail.`,
  };
}

/** A screen's name in a mail: its browser and system, and the end of its id (the admin's "TV ID"). */
export type ScreenFacts = { screenId: string; browser?: string; os?: string };
const screenName = ({ screenId, browser, os }: ScreenFacts) =>
  `${[browser, os].filter(Boolean).join(" on ") || "A screen"} (TV …${screenId.slice(-6)})`;
const berlinTime = (ms: number) =>
  new Date(ms).toLocaleString("de-DE", { timeZone: "Europe/Berlin", dateStyle: "medium", timeStyle: "short" });

/** A screen that had been playing the slideshow is offline for 15 minutes (sent once). */
export function screenDarkMail(to: string, origin: string, screen: ScreenFacts, lastSeenAt: number): Mail {
  return {
    to,
    subject: "A Stylecast screen has gone dark",
    text: `${screenName(screen)} stopped playing your slideshow. It was last seen at ${berlinTime(lastSeenAt)} (Berlin time).\n\nCheck that the TV is on and connected. We will write once more when it is back.\n\nYou can turn these mails off in your slideshow settings: ${origin}/login`,
  };
}

/** The same screen is playing again. */
export function screenBackMail(to: string, screen: ScreenFacts, now: number): Mail {
  return {
    to,
    subject: "Your Stylecast screen is back",
    text: `${screenName(screen)} is playing your slideshow again since ${berlinTime(now)} (Berlin time).`,
  };
}
