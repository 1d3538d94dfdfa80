import { getAddressSuggestions } from "@contract/endpoints/account";
import { api } from "~/lib/api-client.server";
import type { Route } from "./+types/address-suggestions";

/**
 * Suggestions for the profile's Street field, for the account owner only (the
 * layout's middleware guards this too). Empty when autofill is off or the
 * maps service fails: typing an address by hand always works.
 */
export async function loader(args: Route.LoaderArgs) {
  const query = new URL(args.request.url).searchParams.get("q")?.trim() ?? "";
  if (query.length < 4 || query.length > 200) return { suggestions: [] };
  const result = await api(args, getAddressSuggestions, { query: { q: query } });
  return { suggestions: result.ok ? result.data : [] };
}
