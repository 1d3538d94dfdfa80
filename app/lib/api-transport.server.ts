import { env } from "cloudflare:workers";
import { api } from "@workers/api/app";

/**
 * The one import from `app/` into `workers/`: without `API_URL` the API
 * client hands its requests to the built-in /v1 API in-process (no network
 * hop); with it, to that host over HTTP. Nothing else in `app/` reaches the
 * Worker's code; pages and the API share only `contract/`.
 */
export function sendToApi(request: Request, ctx: ExecutionContext, apiUrl: string | undefined): Promise<Response> {
  return Promise.resolve(apiUrl ? fetch(request) : api.fetch(request, env, ctx));
}
