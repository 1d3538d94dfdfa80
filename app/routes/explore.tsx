import { getGallery } from "@contract/endpoints/visitor";
import { formatPrice, SERVICE_NAME_MAX } from "@contract/services";
import { COLORS, GENDERS, STYLES } from "@contract/style";
import { COLOR_LABELS, GENDER_LABELS, STYLE_LABELS } from "@contract/style-labels";
import { MAX_SEARCH_LENGTH, PRICE_FILTER_EUROS } from "@contract/visitor";
import { Link } from "~/components/page-links";
import { StyleGrid, shareMeta, VisitorScript, visitorHandle } from "~/components/visitor-ui";
import { api } from "~/lib/api-client.server";
import { failWith } from "~/lib/public-page.server";
import type { Route } from "./+types/explore";

/**
 * The gallery (spec §2 /explore, issue 10): approved styles marked for the
 * gallery, searched over company, city, tags and style (FTS5 in D1), filtered,
 * promoted first; and (issue 37) by the style's service: words of its name
 * in a text field (each shop names its services in its own words, so a list
 * of "common" names would miss most of them; a few are suggested), and the
 * most its price starts at. A plain GET form and page links without JavaScript; with
 * it, the next page is appended as you scroll (visitor/enhance.ts). No
 * framework script: hydrating the whole app cost 70–300 ms of blocking time
 * on a throttled phone (ADR 14).
 */
export const handle = visitorHandle;

const FILTERS = [
  { name: "gender", label: "Gender", all: "Any", values: GENDERS, labels: GENDER_LABELS },
  { name: "color", label: "Colour", all: "Any", values: COLORS, labels: COLOR_LABELS },
  { name: "style", label: "Style", all: "Any", values: STYLES, labels: STYLE_LABELS },
] as const;

/** What the service field suggests (a datalist: the browser's own, no script); any words may be typed. */
const SERVICE_SUGGESTIONS = ["Haircut", "Balayage", "Colour", "Highlights", "Beard trim", "Braids"];
const PRICE_CHOICES = PRICE_FILTER_EUROS.map(String);
const upTo = (euros: string) => `up to ${formatPrice(Number(euros) * 100)}`;

/** Only values the form offers go to the API; anything else in a hand-made URL is ignored, not an error. */
function readQuery(url: URL) {
  const pick = (name: string, allowed: readonly string[]) => {
    const value = url.searchParams.get(name) ?? "";
    return allowed.includes(value) ? value : "";
  };
  const page = Number(url.searchParams.get("page"));
  return {
    q: (url.searchParams.get("q") ?? "").trim().slice(0, MAX_SEARCH_LENGTH),
    gender: pick("gender", GENDERS),
    color: pick("color", COLORS),
    style: pick("style", STYLES),
    service: (url.searchParams.get("service") ?? "").trim().slice(0, SERVICE_NAME_MAX),
    price_max: pick("price_max", PRICE_CHOICES),
    page: Number.isInteger(page) && page > 1 && page < 1000 ? page : 1,
  };
}

export async function loader(args: Route.LoaderArgs) {
  const url = new URL(args.request.url);
  const query = readQuery(url);
  const result = await api(args, getGallery, {
    query: {
      q: query.q || undefined,
      gender: query.gender || undefined,
      color: query.color || undefined,
      style: query.style || undefined,
      service: query.service || undefined,
      price_max: query.price_max || undefined,
      page: String(query.page),
    },
  });
  if (!result.ok) failWith(result);
  return { query, gallery: result.data, origin: url.origin };
}

function pageHref(query: ReturnType<typeof readQuery>, page: number) {
  const params = new URLSearchParams();
  for (const name of ["q", "gender", "color", "style", "service", "price_max"] as const)
    if (query[name]) params.set(name, query[name]);
  if (page > 1) params.set("page", String(page));
  const search = params.toString();
  return search ? `/explore?${search}` : "/explore";
}

const SUGGESTIONS = ["balayage", "fade", "curls", "Berlin", "braids"];

export default function Explore({ loaderData: { query, gallery } }: Route.ComponentProps) {
  const { styles } = gallery;
  const filtered = Boolean(query.q || query.gender || query.color || query.style || query.service || query.price_max);
  const count = styles.length;
  return (
    <section className="mx-auto max-w-6xl px-4 py-8 sm:px-6 sm:py-12">
      <h1 className="text-3xl font-extrabold tracking-tight">Explore</h1>
      <p className="mt-1 text-ink-soft">Styles from stylists and barbershops: search a salon, a city or a #tag.</p>

      {/* biome-ignore lint/a11y/useSemanticElements: a search landmark on the form itself; <search> is not in React's JSX types */}
      <form
        method="get"
        action="/explore"
        role="search"
        className="mt-6 rounded-2xl border border-line bg-white p-3 shadow-sm sm:p-4"
      >
        <div className="flex gap-2">
          <label htmlFor="q" className="sr-only">
            Search styles
          </label>
          <input
            id="q"
            name="q"
            type="search"
            defaultValue={query.q}
            maxLength={MAX_SEARCH_LENGTH}
            placeholder="Salon, city or #tag"
            autoComplete="off"
            enterKeyHint="search"
            className="min-h-11 min-w-0 flex-1 rounded-full border border-line bg-paper px-4 text-base outline-none focus-visible:border-brand focus-visible:ring-2 focus-visible:ring-brand/30"
          />
          <button type="submit" className="btn-primary shrink-0">
            Search
          </button>
        </div>
        <fieldset className="mt-3 grid grid-cols-3 gap-2">
          <legend className="sr-only">Filters</legend>
          {FILTERS.map((filter) => (
            <div key={filter.name} className="min-w-0">
              <label htmlFor={`filter-${filter.name}`} className="block text-xs font-semibold text-ink-soft">
                {filter.label}
              </label>
              <select
                id={`filter-${filter.name}`}
                name={filter.name}
                defaultValue={query[filter.name]}
                className="mt-1 min-h-11 w-full min-w-0 rounded-xl border border-line bg-white px-2 text-sm"
              >
                <option value="">{filter.all}</option>
                {filter.values.map((value) => (
                  <option key={value} value={value}>
                    {(filter.labels as Record<string, string>)[value]}
                  </option>
                ))}
              </select>
            </div>
          ))}
        </fieldset>
        <fieldset className="mt-2 grid grid-cols-2 gap-2">
          <legend className="sr-only">Service and price</legend>
          <div className="min-w-0">
            <label htmlFor="filter-service" className="block text-xs font-semibold text-ink-soft">
              Service
            </label>
            <input
              id="filter-service"
              name="service"
              type="text"
              defaultValue={query.service}
              maxLength={SERVICE_NAME_MAX}
              placeholder="e.g. balayage"
              list="service-suggestions"
              autoComplete="off"
              className="mt-1 min-h-11 w-full min-w-0 rounded-xl border border-line bg-white px-2 text-base"
            />
            <datalist id="service-suggestions">
              {SERVICE_SUGGESTIONS.map((name) => (
                <option key={name} value={name} />
              ))}
            </datalist>
          </div>
          <div className="min-w-0">
            <label htmlFor="filter-price" className="block text-xs font-semibold text-ink-soft">
              Price
            </label>
            <select
              id="filter-price"
              name="price_max"
              defaultValue={query.price_max}
              className="mt-1 min-h-11 w-full min-w-0 rounded-xl border border-line bg-white px-2 text-sm"
            >
              <option value="">Any price</option>
              {PRICE_CHOICES.map((euros) => (
                <option key={euros} value={euros}>
                  Up to {formatPrice(Number(euros) * 100)}
                </option>
              ))}
            </select>
          </div>
        </fieldset>
      </form>

      <h2 className="sr-only" id="results">
        {filtered ? "Search results" : "All styles"}
      </h2>
      {count ? (
        <>
          {filtered ? (
            <p className="mt-6 text-sm text-ink-soft" aria-live="polite">
              {query.q ? (
                <>
                  Styles matching <strong className="text-ink">“{query.q}”</strong>
                </>
              ) : (
                "Filtered styles"
              )}
              {" · "}
              <Link to="/explore" className="font-semibold text-brand-dark underline">
                Clear
              </Link>
            </p>
          ) : null}
          <StyleGrid
            cards={styles}
            // The first card is the LCP picture; the one beside it is as large and paints no sooner, so it cannot
            // be, and fetched as early it takes a round trip from the first on slow data (ADR 33).
            priorityCount={1}
            headingLevel={3}
            aria-labelledby="results"
            data-gallery=""
            className="mt-6"
          />
          <nav aria-label="Pages" className="mt-8 flex items-center justify-center gap-3">
            {gallery.page > 1 ? (
              <Link to={pageHref(query, gallery.page - 1)} className="btn-secondary" rel="prev">
                Previous
              </Link>
            ) : null}
            {gallery.has_more ? (
              <a href={pageHref(query, gallery.page + 1)} className="btn-secondary" rel="next" data-more="">
                More styles
              </a>
            ) : null}
          </nav>
        </>
      ) : (
        <div className="card mt-8 text-center">
          <p className="text-lg font-semibold">
            {query.q
              ? `No styles match “${query.q}” yet.`
              : query.service || query.price_max
                ? `No ${query.service ? `“${query.service}” ` : ""}styles ${query.price_max ? `${upTo(query.price_max)} ` : ""}yet.`
                : filtered
                  ? "No styles match these filters yet."
                  : "No styles published yet."}
          </p>
          <p className="mt-2 text-ink-soft">
            {query.service || query.price_max
              ? "Only styles whose shop names their service and price are found by these filters: try another service, a higher price, or fewer filters."
              : "Try a shorter word (we match the start of words, so “Kö” finds Köln), another city, or fewer filters."}
          </p>
          <ul aria-label="Try these searches" className="mt-5 flex flex-wrap justify-center gap-2">
            {SUGGESTIONS.map((suggestion) => (
              <li key={suggestion}>
                <Link
                  to={`/explore?q=${encodeURIComponent(suggestion)}`}
                  className="inline-flex min-h-9 items-center rounded-full bg-brand-soft px-3 text-sm font-medium text-brand-dark"
                >
                  {suggestion}
                </Link>
              </li>
            ))}
          </ul>
          {filtered ? (
            <Link to="/explore" className="btn-secondary mt-6">
              Show all styles
            </Link>
          ) : null}
        </div>
      )}
      <VisitorScript />
    </section>
  );
}

export const meta: Route.MetaFunction = ({ loaderData: loaded }) => {
  const origin = loaded?.origin ?? "";
  const q = loaded?.query.q;
  return [
    ...shareMeta({
      title: q ? `“${q}” styles | Stylecast` : "Explore styles | Stylecast",
      description: "Hair styles from stylists and barbershops: search by salon, city, tag or style.",
      url: `${origin}/explore`,
      image: loaded?.gallery.styles[0]?.cover ? `${origin}${loaded.gallery.styles[0].cover}` : null,
    }),
    // Search and page variations are not separate pages for search engines.
    ...(loaded && (q || loaded.query.page > 1) ? [{ name: "robots", content: "noindex, follow" }] : []),
  ];
};
