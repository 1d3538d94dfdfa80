import { bookThisLook } from "@contract/book-this-look";
import { contactButtons } from "@contract/contact-links";
import { getPublicStyle } from "@contract/endpoints/visitor";
import { aboutMePath, companySlug, removalRequestPath, styleDetailPath } from "@contract/public-paths";
import { genderLabel, styleTitle } from "@contract/style-labels";
import { COVER_SIZE } from "@contract/uploads";
import type { PublicMedia } from "@contract/visitor";
import { carryVia, viaOf } from "@contract/visits";
import { CoverPicture } from "~/components/cover-picture";
import {
  JsonLd,
  StyleGrid,
  shareMeta,
  shopPageHandle,
  styleAlt,
  TagList,
  VisitorScript,
} from "~/components/visitor-ui";
import { api } from "~/lib/api-client.server";
import { styleJsonLd } from "~/lib/json-ld";
import { loadCanonical } from "~/lib/public-page.server";
import type { Route } from "./+types/style-detail";
import { BeforeAfter } from "./before-after";
import { ContactBar, ContactList, OpeningStatusLine, ShareBox } from "./contact-parts";
import { ServiceOffer } from "./service-offer";

/**
 * Spec §2 Style detail, `/{barbershop_name}/{portfolio_id}/style`. Contact
 * first (issue 25): the shop's channels and whether it is open beside the
 * style, the bar of the two most useful on phones, and 'Others also viewed
 * this' shown under it (decisions.md).
 */
export const handle = shopPageHandle;

export async function loader(args: Route.LoaderArgs) {
  const { styleId, barbershop } = args.params;
  const { record: style, origin } = await loadCanonical(
    args,
    styleId,
    (id) => api(args, getPublicStyle, { params: { id } }),
    {
      isAt: (style) => barbershop === companySlug(style.company),
      path: styleDetailPath,
    },
  );
  // "Open now" is said as of this render (the edge keeps a page 10 s, stale for 60 s more).
  return { style, origin, now: Date.now(), via: viaOf(new URL(args.request.url)) };
}

/** The style page's picture is the page's width on a phone (1rem margins), 480 px beside the text from 768 px. */
const SLIDE_SIZES = "(min-width: 768px) 480px, calc(100vw - 32px)";

function Slide({ media, index, count, alt }: { media: PublicMedia; index: number; count: number; alt: string }) {
  const label = `${index + 1} of ${count}`;
  const cover = media.cover ?? (media.kind === "image" ? media.src : null);
  const sources = cover ? { cover, thumb: media.thumb, pictures: media.pictures } : null;
  if (media.kind === "video") {
    // The poster is a picture of its own under the video (ADR 33): sized and encoded like every picture, it is
    // what a phone on slow data paints first, until the video plays over it (at once with JavaScript, on a tap
    // without). The video has no poster and no background of its own, so the picture shows through.
    // No `controls` in the markup (ADR 30): a browser without JavaScript shows its own (the HTML standard asks it
    // to), and the inline script adds them with the visitor's first input, so they cost the first paint nothing.
    return (
      <div className="relative">
        {sources ? <CoverPicture sources={sources} alt="" sizes={SLIDE_SIZES} priority={index === 0} /> : null}
        <video
          data-autoplay
          data-controls
          muted
          loop
          playsInline
          preload="none"
          width={COVER_SIZE.width}
          height={COVER_SIZE.height}
          aria-label={`${alt}, video ${label}`}
          className={`media-video aspect-[4/5] h-auto w-full object-cover ${sources ? "absolute inset-0 bg-transparent bg-none" : "bg-line"}`}
        >
          <source src={media.src} type={media.content_type} />
        </video>
      </div>
    );
  }
  return (
    <CoverPicture
      sources={sources ?? { cover: media.src, thumb: null, pictures: [] }}
      alt={`${alt}, picture ${label}`}
      sizes={SLIDE_SIZES}
      priority={index === 0}
      {...(index === 0 ? { "data-cover": "" } : {})}
    />
  );
}

export default function StyleDetail({ loaderData: { style, origin, now, via } }: Route.ComponentProps) {
  const title = styleTitle(style);
  const alt = styleAlt(style);
  const who = genderLabel(style.gender);
  const profile = { account_id: style.account_id, company: style.company };
  const shopName = style.company || "the stylist";
  const tap = { accountId: style.shop.account_id, styleId: style.id, via };
  const book = style.service ? bookThisLook(style.shop, style.service, tap) : null;
  // Book this look stands for the channel it uses: the list and the phone's bar do not offer it twice.
  const others = contactButtons(style.shop, tap).filter((button) => button.key !== book?.key);
  // The phone's bar keeps it first.
  const contacts = book ? [book, ...others] : others;
  const empty = (
    <div className="grid aspect-[4/5] place-items-center rounded-2xl border border-dashed border-line bg-white p-6 text-center text-ink-soft">
      This style has no pictures to show right now.
    </div>
  );
  return (
    <article className="mx-auto max-w-5xl px-4 py-6 sm:px-6 sm:py-10">
      <div className="grid gap-6 md:grid-cols-[480px_minmax(0,1fr)] md:items-start md:gap-10">
        {style.media.length ? (
          <section aria-label="Pictures" data-payload className="min-w-0">
            <ul
              // Several slides scroll sideways: the keyboard can scroll them too.
              tabIndex={style.media.length > 1 ? 0 : undefined}
              aria-label={style.media.length > 1 ? "Slides, scroll sideways" : undefined}
              className="flex snap-x snap-mandatory gap-2 overflow-x-auto overscroll-x-contain rounded-2xl [scrollbar-width:none] focus-visible:outline-2 focus-visible:outline-brand"
            >
              {style.media.map((media, index) => (
                <li key={media.id} id={`slide-${index + 1}`} className="w-full shrink-0 snap-center">
                  {index === 0 && style.before && media.kind === "image" ? (
                    <BeforeAfter before={style.before} after={media} alt={alt} sizes={SLIDE_SIZES} />
                  ) : (
                    <Slide media={media} index={index} count={style.media.length} alt={alt} />
                  )}
                </li>
              ))}
            </ul>
            {style.media.length > 1 ? (
              <nav aria-label="Slides" className="mt-3 flex justify-center gap-2">
                {style.media.map((media, index) => (
                  <a
                    key={media.id}
                    href={`#slide-${index + 1}`}
                    aria-label={`Show ${media.kind === "video" ? "video" : "picture"} ${index + 1}`}
                    className="grid size-11 place-items-center"
                  >
                    <span className="size-2.5 rounded-full bg-ink/30" />
                  </a>
                ))}
              </nav>
            ) : null}
          </section>
        ) : (
          empty
        )}
        <template data-payload-empty>{empty}</template>

        <div className="min-w-0">
          <p className="text-sm font-semibold text-brand-dark">{who ? `${who} style` : "Style"}</p>
          <h1 className="mt-1 text-3xl font-extrabold tracking-tight">{title}</h1>
          {style.company ? (
            <p className="mt-2 text-ink-soft">
              by{" "}
              <a href={carryVia(aboutMePath(profile), via)} className="font-semibold text-ink underline">
                {style.company}
              </a>
              {style.city ? `, ${style.city}` : ""}
            </p>
          ) : null}
          <OpeningStatusLine
            hours={style.shop.opening_hours}
            timeZone={style.shop.time_zone}
            now={now}
            className="mt-2"
          />
          {/* With Book this look, the phone's bar steps aside while it or the channels are in view (theme.css). */}
          <div data-contact-list={book ? "" : undefined}>
            {style.service ? <ServiceOffer service={style.service} book={book} /> : null}
            <ContactList buttons={others} label={`Contact ${shopName}`} className="mt-5" primary={!book} />
          </div>
          <div className="mt-5">
            <TagList tags={style.tags} />
          </div>
          <div className="mt-6 flex flex-wrap items-start gap-3">
            <a href={carryVia(aboutMePath(profile), via)} className="btn-secondary">
              View Profile
            </a>
            <ShareBox url={`${origin}${styleDetailPath(style)}`} title={`${title} by ${shopName}`} />
          </div>
        </div>
      </div>

      {style.others.length ? (
        <section aria-labelledby="others" className="mt-12">
          <h2 id="others" className="text-xl font-bold">
            Others also viewed this
          </h2>
          <StyleGrid
            cards={style.others}
            via={via}
            headingLevel={3}
            wide={false}
            className="mt-4 lg:grid-cols-6"
            data-others
          />
        </section>
      ) : null}
      <p className="mt-10 text-sm text-ink-soft">
        Is this you, and should it come down?{" "}
        <a href={removalRequestPath(style.id)} className="font-semibold text-ink underline">
          Request removal
        </a>
      </p>
      <ContactBar buttons={contacts} name={shopName} />
      <JsonLd data={styleJsonLd(style, origin)} />
      <VisitorScript />
    </article>
  );
}

export const meta: Route.MetaFunction = ({ loaderData: loaded }) => {
  if (!loaded) return [{ title: "Page not found | Stylecast" }];
  const { style, origin } = loaded;
  const title = `${styleTitle(style)}${style.company ? ` by ${style.company}` : ""}`;
  const cover = style.media[0]?.cover ?? null;
  const image = cover ?? style.shop.avatar;
  return shareMeta({
    title: `${title} | Stylecast`,
    description: `${title}${style.city ? ` in ${style.city}` : ""}. ${style.tags.join(" ")}`.trim(),
    url: `${origin}${styleDetailPath(style)}`,
    image: image ? `${origin}${image}` : null,
    imageAlt: cover ? styleAlt(style) : (style.company ?? "Stylist"),
    imageIsCover: Boolean(cover),
  });
};
