import { MESSAGES } from "@contract/messages";
import { isRouteErrorResponse, useRouteError } from "react-router";
import { NotFound } from "./not-found";

/**
 * What every ErrorBoundary shows (root and each layout route): the not-found
 * page for a 404, otherwise the message thrown with the error
 * (`data({ message }, { status })`, e.g. the network message when the API is
 * down) or the generic server message. Other errors never show their text.
 */
export function ErrorPage({ error }: { error: unknown }) {
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFound />;
  if (import.meta.env.DEV) console.error(error);
  return (
    <section className="mx-auto max-w-xl px-6 py-24 text-center">
      <p className="text-sm font-semibold tracking-widest text-brand-dark">ERROR</p>
      <h1 className="mt-2 text-3xl font-bold">Something went wrong</h1>
      <p className="mt-4 text-ink-soft">{errorMessage(error)}</p>
      <a href="/" className="btn-primary mt-8">
        Back to the home page
      </a>
    </section>
  );
}

export function errorMessage(error: unknown): string {
  if (!isRouteErrorResponse(error)) return MESSAGES.serverError;
  const message: unknown = error.data?.message;
  return typeof message === "string" && message ? message : MESSAGES.serverError;
}

/**
 * The ErrorBoundary of every route module that has one (the root, the layouts,
 * the slideshow and its QR code): `export { RouteErrorBoundary as ErrorBoundary }`.
 * It reads the error itself, because React Router hands its props only to an
 * ErrorBoundary declared in the route module, not to a re-exported one.
 */
export function RouteErrorBoundary() {
  return <ErrorPage error={useRouteError()} />;
}
