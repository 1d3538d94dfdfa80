import { useRouteLoaderData } from "react-router";
import type { loader } from "./layout";

/** The owner's account the styles layout loaded (slideshow settings, orientation). */
export function useStylesAccount() {
  const layout = useRouteLoaderData<typeof loader>("routes/styles/layout");
  if (!layout) throw new Error("useStylesAccount must be used inside the styles layout");
  return layout.account;
}
