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
