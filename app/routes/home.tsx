import { getGallery } from "@contract/endpoints/visitor";
import type { StyleCard } from "@contract/visitor";
import { redirect } from "react-router";
import { CoverPicture } from "~/components/cover-picture";
import { Link } from "~/components/page-links";
import { Section } from "~/components/section";
import { StyleGrid, shareMeta, visitorHandle } from "~/components/visitor-ui";
import { api } from "~/lib/api-client.server";
import { appConfig } from "~/lib/config.server";
import type { RouteHandle } from "~/lib/route-handle";
import { isScreenSession } from "~/lib/session.server";
import type { Route } from "./+types/home";

/**
 * Home (issue 10): what Stylecast is for a visitor and for a shop, shown with
 * real pictures (featured approved styles, a portfolio and a TV), calls to
 * explore and to register, and a way in without a referral code.
 */
// No framework script (ADR 14): the header's menus, the cookie banner and dialogs work as plain HTML.
export const handle: RouteHandle = { header: "overlay", ...visitorHandle };

export async function loader(args: Route.LoaderArgs) {
  // A screen's home is its show (ADR 19): a TV that starts on / after a power cut goes on to /tv, which opens it.
  if (isScreenSession(args.context)) throw redirect("/tv");
  const result = await api(args, getGallery);
  // The shop window still opens when the gallery cannot be read: just without pictures.
  const featured = result.ok ? result.data.styles : [];
  return { featured, supportEmail: appConfig().SUPPORT_EMAIL, origin: new URL(args.request.url).origin };
}

function TvShowcase({ styles }: { styles: StyleCard[] }) {
  const [main, ...rest] = styles;
  if (!main?.cover) return null;
  const phone = rest.filter((card) => card.cover).slice(0, 4);
  // The cover twice, one file: blurred across the screen, and whole in the middle (the TV is 16:9, at most 28rem
  // wide on phones and about 34rem beside the text from 1024 px, so the 4:5 picture is its height's 0.8).
  const picture = {
    sources: { cover: main.cover, thumb: main.thumb, pictures: main.pictures },
    alt: "",
    sizes: "(min-width: 1024px) 240px, 200px",
    priority: true,
  };
  return (
    <div aria-hidden="true" className="relative mx-auto w-full max-w-md lg:max-w-none">
      {/* A TV on the wall of a shop, playing the slideshow. */}
      <div className="rounded-2xl bg-black p-2 shadow-2xl ring-1 ring-white/10">
        <div className="relative aspect-video overflow-hidden rounded-lg bg-ink">
          <CoverPicture {...picture} shape="absolute inset-0 size-full scale-110 object-cover opacity-60 blur-md" />
          <CoverPicture {...picture} shape="relative mx-auto h-full w-auto object-cover" />
          <div className="absolute right-2 bottom-2 rounded bg-white p-1">
            <div className="grid size-8 grid-cols-3 gap-px bg-white">
              {[1, 0, 1, 0, 1, 0, 1, 1, 1].map((on, index) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: a fixed decorative pattern
                <span key={index} className={on ? "bg-black" : "bg-white"} />
              ))}
            </div>
          </div>
          <div className="absolute inset-x-0 bottom-0 h-1 bg-white/20">
            <div className="h-full w-2/3 bg-brand" />
          </div>
        </div>
      </div>
      <div className="mx-auto h-4 w-24 bg-gradient-to-b from-black to-transparent" />
      {/* The same styles as a portfolio on a phone. */}
      {phone.length === 4 ? (
        <div className="absolute -bottom-10 -left-2 w-28 rounded-[1.4rem] bg-black p-1.5 shadow-2xl ring-1 ring-white/10 sm:-left-6 sm:w-36">
          <div className="grid grid-cols-2 gap-1 overflow-hidden rounded-[1.1rem] bg-white p-1">
            {phone.map((card) => (
              <CoverPicture
                key={card.id}
                sources={{ cover: card.cover ?? "", thumb: card.thumb, pictures: card.pictures }}
                alt=""
                sizes="4rem"
                shape="aspect-square w-full rounded-md object-cover"
              />
            ))}
          </div>
        </div>
      ) : null}
    </div>
  );
}

export default function Home({ loaderData: { featured, supportEmail } }: Route.ComponentProps) {
  const invite = `mailto:${supportEmail}?subject=${encodeURIComponent("Invite request for Stylecast")}`;
  return (
    <>
      <section className="relative overflow-hidden bg-ink pt-24 pb-20 text-white sm:pt-32 sm:pb-24">
        <div aria-hidden="true" className="absolute -top-32 -right-32 size-[28rem] rounded-full bg-brand/40 blur-3xl" />
        <div className="relative mx-auto grid max-w-6xl items-center gap-12 px-4 sm:px-6 lg:grid-cols-[1.1fr_1fr]">
          <div>
            <p className="text-sm font-semibold tracking-[0.25em] text-brand uppercase">keep your displays alive</p>
            <h1 className="mt-4 max-w-3xl text-4xl leading-tight font-extrabold tracking-tight sm:text-5xl">
              Your best styles, on every screen in your shop.
            </h1>
            <p className="mt-5 max-w-xl text-lg text-white/80">
              Find your next cut in the portfolios of stylists and barbershops near you. Run a shop? Put your work on
              your TV as a slideshow that never goes blank, with a QR code that leads to your profile.
            </p>
            <div className="mt-8 flex flex-wrap gap-3">
              <Link to="/explore" className="btn-primary">
                Explore styles
              </Link>
              <Link to="/register" className="btn border border-white/40 text-white hover:bg-white/10">
                Register with a referral code
              </Link>
            </div>
          </div>
          <TvShowcase styles={featured} />
        </div>
      </section>

      {featured.length ? (
        <Section
          title="Fresh from our stylists"
          titleClassName="text-2xl font-bold tracking-tight"
          aside={
            <Link to="/explore" className="text-sm font-semibold whitespace-nowrap text-brand-dark underline">
              See all
            </Link>
          }
          className="mx-auto max-w-6xl px-4 pt-16 sm:px-6"
        >
          <StyleGrid cards={featured.slice(0, 8)} headingLevel={3} className="mt-5" />
        </Section>
      ) : null}

      <section className="mx-auto grid max-w-6xl gap-6 px-4 py-16 sm:px-6 md:grid-cols-2">
        <div className="card">
          <p className="text-xs font-semibold tracking-[0.2em] text-brand-dark uppercase">For visitors</p>
          <h2 className="mt-2 text-xl font-bold">Find a style, then the stylist who cuts it</h2>
          <p className="mt-2 text-ink-soft">
            Search by salon, city or #tag. Every style leads to its shop: address, opening links, WhatsApp, Instagram
            and a booking link where the shop has one.
          </p>
          <Link to="/explore" className="btn-secondary mt-5">
            Explore styles
          </Link>
        </div>
        <div className="card">
          <p className="text-xs font-semibold tracking-[0.2em] text-brand-dark uppercase">For shops</p>
          <h2 className="mt-2 text-xl font-bold">A portfolio and a TV slideshow in one</h2>
          <p className="mt-2 text-ink-soft">
            Upload from your phone: photos and videos are sized for landscape or portrait screens. Your profile opens in
            a blink, even on a slow phone, and your TV keeps playing your work.
          </p>
          <Link to="/register" className="btn-secondary mt-5">
            Register
          </Link>
        </div>
        <div className="card md:col-span-2">
          <h2 className="text-xl font-bold">No referral code?</h2>
          <p className="mt-2 text-ink-soft">
            Stylecast grows by invitation. Ask a stylist who uses Stylecast for their referral code, or request an
            invite by e-mail and we will get back to you.
          </p>
          <a href={invite} className="btn-primary mt-5">
            Request an invite
          </a>
          <p className="mt-3 text-sm text-ink-soft">
            Or write to{" "}
            <a href={`mailto:${supportEmail}`} className="font-semibold text-ink underline">
              {supportEmail}
            </a>
          </p>
        </div>
      </section>
    </>
  );
}

export const meta: Route.MetaFunction = ({ loaderData: loaded }) => {
  const origin = loaded?.origin ?? "";
  const image = loaded?.featured[0]?.cover;
  return shareMeta({
    title: "Stylecast: keep your displays alive",
    description: "Portfolios and TV slideshows for stylists, barbershops and service businesses. Find your next style.",
    url: `${origin}/`,
    image: image ? `${origin}${image}` : null,
  });
};
