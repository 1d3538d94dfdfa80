import { z } from "zod";
import { openingHoursField } from "./opening-hours";
import { controlCharactersMessage, isPlainMultilineText, isPlainText } from "./plain-text";
import { timeZoneField } from "./time-zone";

/**
 * The company profile rules (spec §2 Account profile form, §5 Company profile
 * required fields), shared by the profile form and PUT /v1/users/accounts/{id}.
 */
export const POSTCODE_COUNTRIES = ["GB", "CA", "IE", "NL", "MT", "AR", "BM", "JM", "GI"];
export const usesPostcode = (country: string | null | undefined) =>
  POSTCODE_COUNTRIES.includes((country ?? "").toUpperCase());

export const PROFILE_LABELS = {
  company: "Company",
  address: "Street",
  zip_code: "Postcode/ZIP",
  city: "City",
  state: "State",
  domain: "Website",
  booking_link: "Booking link",
  facebook: "Facebook",
  instagram: "Instagram",
  telegram: "Telegram",
  telephone: "Phone",
  whatsapp: "WhatsApp",
  first_name: "First name",
  last_name: "Last name",
  job_title: "Position",
  about_me: "About",
} as const;

/** The account's profile fields, in form order: one list for the form, the API and the database. */
export type ProfileField = keyof typeof PROFILE_LABELS;
export const PROFILE_FIELDS = Object.keys(PROFILE_LABELS) as ProfileField[];
export type Profile = Record<ProfileField, string | null>;

/*
 * No `z.preprocess` here: it would make the input type `unknown` and break the
 * form's field types. Blank text becomes null by a transform instead; the form
 * side (Conform) already turns empty inputs into undefined.
 */
const optionalText = (label: string, max: number, { multiline = false } = {}) =>
  z
    .string({ error: `${label} must be text` })
    .trim()
    .max(max, `${label} is too long (${max} characters at most)`)
    .refine(multiline ? isPlainMultilineText : isPlainText, controlCharactersMessage(label))
    .nullish()
    .transform((value) => value || null);

export const requiredText = (label: string, max: number) =>
  z
    .string({ error: `${label} cannot be empty` })
    .trim()
    .min(1, `${label} cannot be empty`)
    .max(max, `${label} is too long (${max} characters at most)`)
    .refine(isPlainText, controlCharactersMessage(label));

/**
 * A web address as people type it (`salon.de`, `https://salon.de/book`); never `javascript:` and friends. Also a
 * service's booking link (contract/services.ts).
 */
export const webAddress = (label: string) =>
  optionalText(label, 200).refine(
    (value) =>
      value === null ||
      (/^(https?:\/\/)?[^\s<>"'`]+\.[^\s<>"'`]+$/i.test(value) && !/^[a-z][\w+.-]*:(?!\/\/)/i.test(value)),
    "Enter a valid web address",
  );

const phone = (label: string) =>
  optionalText(label, 20).refine(
    (value) => value === null || /^\+?[0-9 ()/-]{5,20}$/.test(value),
    "Enter a valid phone number",
  );

const handle = (label: string) =>
  optionalText(label, 200).refine(
    (value) => value === null || (!/[\s<>"'`]/.test(value) && !/^[a-z][\w+.-]*:(?!\/\/)/i.test(value)),
    `Enter a valid ${label} name or link`,
  );

export function profileSchema(country: string | null | undefined) {
  const zip = usesPostcode(country)
    ? requiredText(PROFILE_LABELS.zip_code, 10).refine(
        (value) => /^[A-Za-z0-9][A-Za-z0-9 -]{1,9}$/.test(value),
        "Enter a valid postcode.",
      )
    : requiredText(PROFILE_LABELS.zip_code, 10).refine(
        (value) => /^\d{3,10}$/.test(value),
        "Enter a valid ZIP code (digits only).",
      );
  return z.object({
    company: requiredText(PROFILE_LABELS.company, 100),
    address: requiredText(PROFILE_LABELS.address, 150),
    zip_code: zip,
    city: requiredText(PROFILE_LABELS.city, 80),
    state: optionalText(PROFILE_LABELS.state, 80),
    domain: webAddress(PROFILE_LABELS.domain),
    booking_link: webAddress(PROFILE_LABELS.booking_link),
    facebook: handle(PROFILE_LABELS.facebook),
    instagram: handle(PROFILE_LABELS.instagram),
    telegram: handle(PROFILE_LABELS.telegram),
    telephone: phone(PROFILE_LABELS.telephone),
    whatsapp: phone(PROFILE_LABELS.whatsapp),
    first_name: optionalText(PROFILE_LABELS.first_name, 50),
    last_name: optionalText(PROFILE_LABELS.last_name, 50),
    job_title: optionalText(PROFILE_LABELS.job_title, 80),
    about_me: optionalText(PROFILE_LABELS.about_me, 1000, { multiline: true }),
    /** Not a text field like the others: per weekday from–to or closed (contract/opening-hours.ts). */
    opening_hours: openingHoursField,
    /** The IANA zone the hours are on (contract/time-zone.ts); left out, it stays as it is. */
    time_zone: timeZoneField,
  });
}

export type ProfileInput = z.infer<ReturnType<typeof profileSchema>>;
