import { type COLORS, type GENDERS, type PlanName, PROMOTION_PLANS, type STYLES } from "./style";

/** How the style pages name the choices of contract/style.ts, and what they say about a style's state. */
export const GENDER_LABELS: Record<(typeof GENDERS)[number], string> = {
  female: "Female",
  male: "Male",
  unisex: "Unisex",
};

export const COLOR_LABELS: Record<(typeof COLORS)[number], string> = {
  black: "Black",
  brown: "Brown",
  blonde: "Blonde",
  red: "Red",
  grey: "Grey",
  colourful: "Colourful",
};

export const STYLE_LABELS: Record<(typeof STYLES)[number], string> = {
  short: "Short",
  medium: "Medium length",
  long: "Long",
  curly: "Curly",
  braids: "Braids",
  updo: "Updo",
  fade: "Fade",
  beard: "Beard",
  colour: "Colour",
};

const labelOf = <Key extends string>(labels: Record<Key, string>, value: string | null) =>
  value !== null && value in labels ? labels[value as Key] : null;

/**
 * A style's name on every page: its own title where it has one (issue 37), else its style and colour
 * ("Long, blonde"); its gender says who it is for.
 */
export function styleTitle(style: { style: string | null; color: string | null; title?: string | null }) {
  if (style.title) return style.title;
  const kind = labelOf(STYLE_LABELS, style.style);
  const color = labelOf(COLOR_LABELS, style.color);
  if (kind && color) return `${kind}, ${color.toLowerCase()}`;
  return kind ?? color ?? "Style";
}

export const genderLabel = (gender: string | null) => labelOf(GENDER_LABELS, gender);

/** Spec §4 Portfolio approval, said in words (a colour alone says nothing to many). */
export const APPROVAL_LABELS = { approved: "Approved", pending: "Awaiting approval" } as const;

/** Spec §9 prices as the spec writes them: "9.90 EUR". */
export const formatEuros = (cents: number) => `${(cents / 100).toFixed(2)} EUR`;

export const planPrice = (plan: PlanName) => formatEuros(PROMOTION_PLANS[plan].priceCents);

/** Spec §5 Upload recommendations, for the dialog of the same name. */
export const UPLOAD_RECOMMENDATIONS = {
  title: "Upload recommendations",
  orientation: "Landscape 16/9 for a TV on the wall, portrait 9/16 for an upright screen.",
  video: "Videos at most 25 MB; about 10 seconds is ideal.",
  formats: "Formats: JPEG, PNG, MP4.",
} as const;

/** decisions.md (Payment): the payment page stays a clearly marked placeholder until a provider is chosen. */
export const PAYMENT_PLACEHOLDER = {
  badge: "Placeholder",
  notice:
    "Payments are not open yet: this page only shows what paying will look like. No money is taken and nothing is recorded.",
  /** Spec §9: "Sample subscription: 599 cents eur". */
  sampleSubscriptionCents: 599,
} as const;
