import type { CurrentUser } from "./account";

/**
 * The signed-in user as the app keeps it in its session cookie, for the header
 * and the guards (refreshed by `requireUser`). Shared with the e2e fixtures,
 * which build that cookie themselves instead of signing in through the page.
 */
export type SessionUser = {
  id: string;
  email: string;
  accountId: string;
  firstName: string | null;
  fullname: string | null;
  abilities: string[];
  /** Spec §2: the header's add-slide shortcut, once the account has company, avatar and address. Absent in older cookies. */
  canAddSlide?: boolean;
};

/** The session's view of `GET /v1/users/me` (or of the sign-in answer). */
export function toSessionUser(data: CurrentUser): SessionUser {
  return {
    id: data.id,
    email: data.email,
    accountId: data.account_id,
    firstName: data.first_name,
    fullname: data.fullname,
    abilities: data.abilities,
    canAddSlide: Boolean(data.company && data.address && data.picture),
  };
}
