import { useRouteLoaderData } from "react-router";
import type { loader } from "./layout";

/** The account the layout loaded, for its tabs (they render only inside it). */
export function useAccount() {
  const layout = useRouteLoaderData<typeof loader>("routes/account/layout");
  if (!layout) throw new Error("useAccount must be used inside the account layout");
  return layout.account;
}

export type Account = ReturnType<typeof useAccount>;
