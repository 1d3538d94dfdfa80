import { Link, useRouteLoaderData } from "react-router";
import type { RouteHandle } from "~/components/site-header";
import type { loader as rootLoader } from "~/root";
import type { Route } from "./+types/home";

export const handle: RouteHandle = { header: "overlay" };

const FEATURES = [
  {
    title: "A portfolio that loads fast",
    text: "Your styles as a public profile that opens in a blink, even on a slow phone at the bus stop.",
  },
  {
    title: "Your TV, always on",
    text: "Turn any smart TV into a looping slideshow of your best work, with a QR code that leads to your profile.",
  },
  {
    title: "Built for your shop",
    text: "Upload from your phone: photos and videos are converted and sized for landscape or portrait screens.",
  },
];

export default function Home() {
  const root = useRouteLoaderData<typeof rootLoader>("root");
  const loggedIn = Boolean(root?.viewer);
  return (
    <>
      <section className="relative overflow-hidden bg-ink pt-28 pb-20 text-white sm:pt-36 sm:pb-28">
        <div aria-hidden="true" className="absolute -top-32 -right-32 size-[28rem] rounded-full bg-brand/40 blur-3xl" />
        <div className="relative mx-auto max-w-6xl px-4 sm:px-6">
          <p className="text-sm font-semibold tracking-[0.25em] text-brand uppercase">keep your displays alive</p>
          <h1 className="mt-4 max-w-3xl text-4xl leading-tight font-extrabold tracking-tight sm:text-6xl">
            Your best styles, on every screen in your shop.
          </h1>
          <p className="mt-6 max-w-2xl text-lg text-white/75">
            Stylecast gives stylists, barbershops and service businesses a fast portfolio and a TV slideshow that never
            goes blank.
          </p>
          <div className="mt-10 flex flex-wrap gap-3">
            <Link to="/explore" className="btn-primary">
              Explore styles
            </Link>
            {loggedIn ? null : (
              <Link to="/register" className="btn border border-white/30 text-white hover:bg-white/10">
                Register with a referral code
              </Link>
            )}
          </div>
        </div>
      </section>
      <section className="mx-auto grid max-w-6xl gap-6 px-4 py-16 sm:px-6 md:grid-cols-3">
        {FEATURES.map((feature) => (
          <div key={feature.title} className="card">
            <h2 className="text-lg font-bold">{feature.title}</h2>
            <p className="mt-2 text-ink-soft">{feature.text}</p>
          </div>
        ))}
      </section>
    </>
  );
}

export const meta: Route.MetaFunction = () => [{ title: "Stylecast: keep your displays alive" }];
