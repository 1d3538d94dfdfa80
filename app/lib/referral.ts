/**
 * The referral programme's numbers (spec §9 Referral): each referred friend
 * moves the balance bar by 10 (capped at 100 %), each ACTIVE one earns a
 * reward of 10, and more than 3 referred friends earn 3 months of GOLD.
 */
const PROGRESS_PER_FRIEND = 10;
export const REWARD_PER_ACTIVE_FRIEND = 10;
export const GOLD_ABOVE = 3;
export const GOLD_MESSAGE = "Great! You earned 3 months of GOLD status";

export function friendsText(count: number) {
  return `${count} ${count === 1 ? "friend" : "friends"}`;
}

/** `invitedCount` is the account's `invited_user_count` (ACCEPTED and ACTIVE referrals). */
export function referralSummary({ invitedCount, activeCount }: { invitedCount: number; activeCount: number }) {
  return {
    progress: Math.min(100, Math.max(0, invitedCount * PROGRESS_PER_FRIEND)),
    reward: Math.max(0, activeCount) * REWARD_PER_ACTIVE_FRIEND,
    referred: friendsText(invitedCount),
    gold: invitedCount > GOLD_ABOVE,
  };
}

export function referralLink(origin: string, referralCode: string) {
  return `${origin}/register?${new URLSearchParams({ referral_code: referralCode })}`;
}
