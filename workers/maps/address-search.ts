import {
  type AddressSuggestion,
  addressSuggestionSchema,
  MAX_ADDRESS_SUGGESTIONS as MAX_SUGGESTIONS,
} from "@contract/account";

/**
 * Address autofill for the profile form (spec §2: from a maps service,
 * language de). Google's Geocoding API answers a typed address with its
 * parts in one call. Off without MAPS_API_KEY (decisions.md), and any failure
 * of the service means "no suggestions", never an error for the user.
 */

const ENDPOINT = "https://maps.googleapis.com/maps/api/geocode/json";
const TIMEOUT_MS = 5_000;

type GeocodeResult = {
  formatted_address?: string;
  address_components?: { long_name: string; types: string[] }[];
};

export async function searchAddresses(query: string, apiKey: string): Promise<AddressSuggestion[]> {
  const url = new URL(ENDPOINT);
  url.search = new URLSearchParams({ address: query, language: "de", key: apiKey }).toString();
  try {
    const response = await fetch(url, { signal: AbortSignal.timeout(TIMEOUT_MS) });
    if (!response.ok) throw new Error(`geocoding answered ${response.status}`);
    const body = (await response.json()) as { status?: string; results?: GeocodeResult[] };
    if (body.status !== "OK" && body.status !== "ZERO_RESULTS") throw new Error(`geocoding status ${body.status}`);
    return (
      (body.results ?? [])
        .map(toSuggestion)
        // Only what the contract's bounds allow (no real address comes near them).
        .filter((s): s is AddressSuggestion => s !== null && addressSuggestionSchema.safeParse(s).success)
        .slice(0, MAX_SUGGESTIONS)
    );
  } catch (error) {
    console.warn("address search unavailable", error);
    return [];
  }
}

function toSuggestion(result: GeocodeResult): AddressSuggestion | null {
  const part = (type: string) =>
    result.address_components?.find((component) => component.types.includes(type))?.long_name ?? "";
  const street = part("route");
  if (!street) return null;
  const number = part("street_number");
  return {
    label: result.formatted_address ?? street,
    // German order, as the service answers in German: "Oranienstraße 25".
    address: number ? `${street} ${number}` : street,
    zip_code: part("postal_code"),
    city: part("locality") || part("postal_town"),
    state: part("administrative_area_level_1"),
  };
}
