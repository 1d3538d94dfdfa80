import { Link } from "react-router";
import type { Route } from "./+types/explore";

/** The gallery. Approved styles appear here once publishing exists; until then it says so plainly. */
export default function Explore() {
  return (
    <section className="mx-auto max-w-6xl px-4 py-12 sm:px-6">
      <h1 className="text-3xl font-bold tracking-tight">Explore</h1>
      <p className="mt-2 text-ink-soft">Styles from stylists and barbershops near you.</p>
      <div className="card mt-10 text-center">
        <p className="text-lg font-semibold">No styles published yet.</p>
        <p className="mt-2 text-ink-soft">Approved styles from our stylists will show up here.</p>
        <Link to="/" className="btn-secondary mt-6">
          Back home
        </Link>
      </div>
    </section>
  );
}

export const meta: Route.MetaFunction = () => [{ title: "Explore styles | Stylecast" }];
