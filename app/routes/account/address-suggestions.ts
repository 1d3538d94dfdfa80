import { searchAddresses } from "@workers/maps/address-search";
import { appConfig } from "~/lib/config.server";
import type { Route } from "./+types/address-suggestions";

/**
 * Suggestions for the profile's Street field, for the account owner only (the
 * layout's middleware guards this too). Empty when autofill is off.
 */
export async function loader({ request }: Route.LoaderArgs) {
  const apiKey = appConfig().MAPS_API_KEY;
  const query = new URL(request.url).searchParams.get("q")?.trim() ?? "";
  if (!apiKey || query.length < 4 || query.length > 200) return { suggestions: [] };
  return { suggestions: await searchAddresses(query, apiKey) };
}
