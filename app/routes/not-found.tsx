import { data } from "react-router";
import { NotFound } from "~/components/not-found";
import type { Route } from "./+types/not-found";

/** Answers unknown paths (and /404 itself) with a real 404 status, not a 200 page. */
export function loader() {
  return data(null, { status: 404 });
}

export function action() {
  return data(null, { status: 404 });
}

export default function NotFoundRoute() {
  return <NotFound />;
}

export const meta: Route.MetaFunction = () => [{ title: "Page not found | Stylecast" }];
