import { REFERRAL_MESSAGES } from "@contract/referral";

/**
 * The referral programme's numbers (spec §9 Referral): each referred friend
 * moves the balance bar by 10 (capped at 100 %, so it is full at 10
 * friends), each ACTIVE one earns a reward of €10, and more than 3 referred
 * friends (4) earn 3 months of GOLD.
 */
export const PROGRESS_PER_FRIEND = 10;
const FRIENDS_FOR_FULL_BAR = 100 / PROGRESS_PER_FRIEND;
export const REWARD_PER_ACTIVE_FRIEND = 10;
const GOLD_ABOVE = 3;
const FRIENDS_FOR_GOLD = GOLD_ABOVE + 1;

export function friendsText(count: number) {
  return `${count} ${count === 1 ? "friend" : "friends"}`;
}

/** `invitedCount` is the account's `invited_user_count` (ACCEPTED and ACTIVE referrals). */
export function referralSummary({ invitedCount, activeCount }: { invitedCount: number; activeCount: number }) {
  const invited = Math.max(0, invitedCount);
  return {
    progress: Math.min(100, invited * PROGRESS_PER_FRIEND),
    /** The bar in friends: "3 of 10 friends". */
    balance: REFERRAL_MESSAGES.balance(Math.min(invited, FRIENDS_FOR_FULL_BAR), FRIENDS_FOR_FULL_BAR),
    reward: REFERRAL_MESSAGES.reward(Math.max(0, activeCount) * REWARD_PER_ACTIVE_FRIEND),
    referred: friendsText(invited),
    gold: invited > GOLD_ABOVE,
    /** On the way to GOLD: "3 of 4 friends for 3 months GOLD". */
    goldProgress: REFERRAL_MESSAGES.goldProgress(Math.min(invited, FRIENDS_FOR_GOLD), FRIENDS_FOR_GOLD),
  };
}

export function referralLink(origin: string, referralCode: string) {
  return `${origin}/register?${new URLSearchParams({ referral_code: referralCode })}`;
}
