import type { Profile } from "./profile-schema";

/** Shapes the /v1 API answers with (spec §3), read by the pages through the API client. */

export type UserStatus = "pending" | "active" | "blocked" | "deleted";
export type DeviceOrientation = "landscape" | "portrait";

/** Spec §3 Account, as `GET /v1/users/accounts/{id}` answers it. */
export type Account = {
  id: string;
  type: "account";
  attributes: Profile & {
    account_id: string;
    avatar: string | null;
    fullname: string;
    country: string | null;
    price_min: number | null;
    price_max: number | null;
    tags: string[];
    abilities: string[];
    invited_user_count: number;
    analytics: { total_portfolio_sessions: number; total_running_time: number };
    status: string;
    portfolio_count: number;
    email: string;
    referral_code: string;
    device_orientation: DeviceOrientation;
    qr_code: boolean;
    loading_bar: boolean;
  };
};

/** Spec §3 Current user (`GET /v1/users/me`). */
export type CurrentUser = {
  id: string;
  user_id: string;
  email: string;
  status: UserStatus;
  account_id: string;
  first_name: string | null;
  last_name: string | null;
  fullname: string | null;
  about_me: string | null;
  picture: string | null;
  website_url: string | null;
  /** Not in spec §3's list: the header's add-slide shortcut needs them (company, address and picture set). */
  company: string | null;
  address: string | null;
  abilities: string[];
  settings: Record<string, unknown>;
  email_subscriptions: Record<string, unknown>;
};

/** Referral users of spec §3 and the status rule of docs/decisions/0008-referral-status.md. */
export type RefereeStatus = "PENDING" | "ACCEPTED" | "ACTIVE";
export type ReferralUser = { id: string; referee_email: string; referee_status: RefereeStatus };

/** One address suggestion for the profile form's Street field. */
export type AddressSuggestion = { label: string; address: string; zip_code: string; city: string; state: string };
