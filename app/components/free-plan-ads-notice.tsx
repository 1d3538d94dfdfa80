import { hasAdminAbility } from "@contract/admin";
import { isAdFree, SLIDESHOW_MESSAGES } from "@contract/slideshow";
import { Link } from "react-router";

/**
 * One line for a free account (issue 21): its slideshow plays ads, and GOLD
 * removes them; the link leads to the referral page, where GOLD is earned.
 * Nothing for GOLD, DIAMOND (ad-free) or an admin.
 */
export function FreePlanAdsNotice({
  accountId,
  abilities,
  className = "",
}: {
  accountId: string;
  abilities: readonly string[];
  className?: string;
}) {
  if (isAdFree(abilities) || hasAdminAbility(abilities)) return null;
  return (
    <p data-testid="free-plan-ads" className={`text-sm text-ink-soft ${className}`}>
      {SLIDESHOW_MESSAGES.freePlanAds}{" "}
      <Link
        to={`/accounts/${accountId}/referral`}
        className="font-semibold whitespace-nowrap text-brand-dark underline"
      >
        {SLIDESHOW_MESSAGES.howToGetGold}
      </Link>
    </p>
  );
}
