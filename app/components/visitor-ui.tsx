import { styleDetailPath } from "@contract/public-paths";
import { genderLabel, styleTitle } from "@contract/style-labels";
import { COVER_SIZE } from "@contract/uploads";
import type { StyleCard } from "@contract/visitor";
import { carryVia } from "@contract/visits";
import { useEffect } from "react";
import { useLocation } from "react-router";
import { CoverPicture } from "~/components/cover-picture";
import { Link } from "~/components/page-links";
import { enhanceVisitorPage } from "~/lib/enhance-visitor-page";
import { jsonLdText } from "~/lib/json-ld";
import { useNonce } from "~/lib/nonce";
import type { RouteHandle } from "~/lib/route-handle";

/**
 * Pieces the visitor pages share (issue 10). They render without JavaScript:
 * these routes ship no framework script (`handle.scripts = false`, read by
 * root.tsx), only `<VisitorScript />`.
 */

export const visitorHandle = { scripts: false, styles: "visitor" } as const satisfies RouteHandle;

/**
 * A shop's pages (about-me, stylist, style): a visitor from a screen's QR code comes for their contact buttons,
 * always on a first visit, so the cookie banner keeps out of their way (issue 36).
 */
export const shopPageHandle = { ...visitorHandle, cookieBanner: "inline" } as const satisfies RouteHandle;

const INLINE_SCRIPT = { __html: `(${enhanceVisitorPage.toString()})(document)` };

/**
 * The page's few lines of plain script (enhance.ts), inlined with the CSP
 * nonce. After a client navigation from a page that runs React, the inlined
 * copy does not run (React inserts it inert), so the effect calls it instead.
 */
export function VisitorScript() {
  const nonce = useNonce();
  const { key } = useLocation();
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs again for each page React renders
  useEffect(() => enhanceVisitorPage(document, false), [key]);
  // biome-ignore lint/security/noDangerouslySetInnerHtml: our own function's source, nothing a visitor sent
  return <script nonce={nonce} dangerouslySetInnerHTML={INLINE_SCRIPT} />;
}

/** How a style card names its picture: "Long, blonde style for female at Salon Demo". */
export function styleAlt(style: {
  style: string | null;
  color: string | null;
  gender: string | null;
  company: string | null;
}) {
  const who = genderLabel(style.gender);
  return `${styleTitle(style)} style${who ? ` (${who.toLowerCase()})` : ""}${style.company ? ` by ${style.company}` : ""}`;
}

/**
 * The grid's `sizes`, as wide as a card is drawn (ADR 33): two columns on
 * phones (a 1rem margin each side, a 0.75rem gap), three from 640 px (1.5rem
 * margins, 1rem gaps), four from 1024 px (at most 1152 px wide). A phone of
 * 412 px at DPR 1.75 then takes the 360 px picture, not the 540.
 */
export const GRID_SIZES = "(min-width: 1024px) 280px, (min-width: 640px) calc(33vw - 27px), calc(50vw - 22px)";

export function StyleGrid({
  cards,
  priorityCount = 0,
  showCompany = true,
  headingLevel = 2,
  className = "",
  wide = true,
  via = null,
  ...rest
}: {
  cards: StyleCard[];
  /** On a shop's pages, the scan's code the visit came with (issue 36): its styles' pages carry it on. */
  via?: string | null;
  priorityCount?: number;
  showCompany?: boolean;
  headingLevel?: 2 | 3;
  /** Four columns on wide screens, or three where the page is narrower. */
  wide?: boolean;
} & React.HTMLAttributes<HTMLUListElement>) {
  const Heading = headingLevel === 2 ? "h2" : "h3";
  const columns = wide ? "lg:grid-cols-4" : "";
  return (
    <ul className={`grid grid-cols-2 gap-3 sm:grid-cols-3 sm:gap-4 ${columns} ${className}`} {...rest}>
      {cards.map((card, index) => (
        <li key={card.id}>
          <Link to={carryVia(styleDetailPath(card), via)} prefetch="none" className="group style-card">
            <div className="relative">
              {card.cover ? (
                <CoverPicture
                  sources={{ cover: card.cover, thumb: card.thumb, pictures: card.pictures }}
                  alt={styleAlt(card)}
                  sizes={GRID_SIZES}
                  priority={index < priorityCount}
                  className="transition-transform duration-300 group-hover:scale-[1.03]"
                />
              ) : (
                <div className="aspect-[4/5] bg-line" />
              )}
              {card.promoted || card.is_video ? (
                <div className="absolute top-2 left-2 flex gap-1">
                  {card.promoted ? <span className="badge bg-brand-strong">Promoted</span> : null}
                  {card.is_video ? <span className="badge bg-ink/80">Video</span> : null}
                </div>
              ) : null}
            </div>
            <div className="px-3 py-2.5">
              <Heading className="truncate text-sm font-semibold">{styleTitle(card)}</Heading>
              {showCompany ? (
                <p className="truncate text-xs text-ink-soft">
                  {[card.company, card.city].filter(Boolean).join(" · ") || "\u00a0"}
                </p>
              ) : null}
            </div>
          </Link>
        </li>
      ))}
    </ul>
  );
}

export function TagList({ tags, label = "Tags" }: { tags: string[]; label?: string }) {
  if (tags.length === 0) return null;
  return (
    <ul aria-label={label} className="flex flex-wrap gap-2">
      {tags.map((tag) => (
        <li key={tag}>
          <Link
            to={`/explore?${new URLSearchParams({ q: tag.startsWith("#") ? tag : `#${tag}` })}`}
            className="inline-flex min-h-9 items-center rounded-full bg-brand-soft px-3 text-sm font-medium text-brand-dark hover:bg-brand-soft/70"
          >
            {tag.startsWith("#") ? tag : `#${tag}`}
          </Link>
        </li>
      ))}
    </ul>
  );
}

/**
 * Title, description, canonical URL and Open Graph / Twitter cards for a
 * shared page (issue 25 point 3), every URL absolute. A page without a
 * picture of its own shows the site's icon in a small card.
 */
export function shareMeta({
  title,
  description,
  url,
  image,
  imageAlt,
  imageIsCover = true,
}: {
  title: string;
  description: string;
  url: string;
  image?: string | null;
  imageAlt?: string;
  /** The picture is a style's cover (its size known: COVER_SIZE), not an avatar. */
  imageIsCover?: boolean;
}) {
  const picture = image ?? `${new URL(url).origin}/icon-512.png`;
  return [
    { title },
    { name: "description", content: description },
    { tagName: "link", rel: "canonical", href: url },
    { property: "og:type", content: "website" },
    { property: "og:site_name", content: "Stylecast" },
    { property: "og:locale", content: "en_GB" },
    { property: "og:title", content: title },
    { property: "og:description", content: description },
    { property: "og:url", content: url },
    { property: "og:image", content: picture },
    ...(image && imageIsCover
      ? [
          { property: "og:image:width", content: String(COVER_SIZE.width) },
          { property: "og:image:height", content: String(COVER_SIZE.height) },
        ]
      : []),
    { property: "og:image:alt", content: imageAlt ?? title },
    { name: "twitter:card", content: image ? "summary_large_image" : "summary" },
    { name: "twitter:title", content: title },
    { name: "twitter:description", content: description },
    { name: "twitter:image", content: picture },
    { name: "twitter:image:alt", content: imageAlt ?? title },
  ];
}

/** JSON in a <script type="application/ld+json">, safe against a `</script>` in a stylist's text. */
export function JsonLd({ data }: { data: unknown }) {
  return (
    <script
      type="application/ld+json"
      // biome-ignore lint/security/noDangerouslySetInnerHtml: JSON with < escaped, so it cannot close the element
      dangerouslySetInnerHTML={{ __html: jsonLdText(data) }}
    />
  );
}
