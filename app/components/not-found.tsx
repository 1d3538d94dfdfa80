import { Link } from "./page-links";

/** The not-found page of spec §2: 404, ERROR, PAGE NOT FOUND. */
export function NotFound() {
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center px-6 py-24 text-center">
      <p className="text-8xl font-black tracking-tight text-brand">404</p>
      <p className="mt-4 text-sm font-semibold tracking-[0.3em] text-ink-soft">ERROR</p>
      <h1 className="mt-2 text-2xl font-bold">PAGE NOT FOUND</h1>
      <p className="mt-4 text-ink-soft">The page you are looking for does not exist or has moved.</p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <Link to="/" className="btn-primary">
          Go home
        </Link>
        <Link to="/explore" className="btn-secondary">
          Explore styles
        </Link>
      </div>
    </section>
  );
}
