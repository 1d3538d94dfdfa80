/**
 * What the referral page says (spec §2 Referral page, §9 Referral), with the
 * units the bare numbers lacked (issue 26): the balance in friends, the
 * reward in euros, and what GOLD is. `goldEarned` is the spec's text, word for
 * word; the rest explains around it.
 */
export const REFERRAL_MESSAGES = {
  goldEarned: "Great! You earned 3 months of GOLD status",
  /** Beside the balance bar: it fills at `full` registered friends. */
  balance: (friends: number, full: number) => `${friends} of ${full} friends`,
  balanceRule: (percent: number) => `Each friend who registers with your code adds ${percent}% to the bar.`,
  reward: (euros: number) => `€${euros}`,
  rewardRule: (euros: number) => `€${euros} per friend who joins`,
  joinedMeans: "A friend joins once they have registered with your code and confirmed their e-mail.",
  /** On the way to GOLD: `friends` of the `needed` referred friends. */
  goldProgress: (friends: number, needed: number) => `${friends} of ${needed} friends for 3 months GOLD`,
  goldMeans: "GOLD means no ads on your slideshow: your screens show only your own styles.",
  goldEarnedMeans: "While it lasts, your slideshow plays no ads: your screens show only your own styles.",
  noInvitations: "No invitations yet. Invite a friend by e-mail or share your link.",
  invitationNotFound: "This invitation cannot be found",
  linkCopied: "Referral link copied",
  copyBlocked: "Copying is blocked here: the link is selected, copy it with your keyboard.",
} as const;
