/** Headers of the /v1 contract (spec §7) that the app's API client and the API both name. */
export const API_KEY_HEADER = "X-API-Key";
/** Set by the app's API client: the site origin links in e-mails should use. Trusted because the key is. */
export const APP_ORIGIN_HEADER = "X-App-Origin";
