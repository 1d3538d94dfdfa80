import type { Channel } from "@contract/consent";

/**
 * The one rule every public read applies (issue 35): a style shows in a
 * channel when it has no client in it (`subject` 'none', or NULL: not
 * recorded yet, shown as before), or when its client's standing consent
 * covers that channel; never once its owner or the admin took it down (a
 * removal request, migration 0023). `p` is the query's alias of `portfolios`. Used beside
 * `is_approved = 1` and VISIBLE_ACCOUNT: the admin's approval is needed too.
 */
export const consentCovers = (channel: Channel, p = "p") =>
  `(${p}.taken_down_at IS NULL AND (${p}.subject IS NOT 'client' OR EXISTS (SELECT 1 FROM style_consents c
     WHERE c.portfolio_id = ${p}.id AND c.withdrawn_at IS NULL AND c.on_${channel} = 1)))`;

/**
 * Where a style stands with its consent: 'taken_down' (by its owner or the admin, whoever is in it), else for a
 * client's: 'given' (one stands), 'withdrawn' (the last one was ended), 'waiting' (none yet); NULL for a style with
 * no client in it.
 */
export const consentState = (p = "p") =>
  `CASE WHEN ${p}.taken_down_at IS NOT NULL THEN 'taken_down'
     WHEN ${p}.subject IS NOT 'client' THEN NULL
     WHEN EXISTS (SELECT 1 FROM style_consents c WHERE c.portfolio_id = ${p}.id AND c.withdrawn_at IS NULL) THEN 'given'
     WHEN EXISTS (SELECT 1 FROM style_consents c WHERE c.portfolio_id = ${p}.id) THEN 'withdrawn'
     ELSE 'waiting' END`;
