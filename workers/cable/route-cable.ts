import { ACCOUNT_HEADER } from "./cable-server";

const ACCOUNT_ID = /^[A-Za-z0-9_-]{1,32}$/;

/**
 * Routes `/cable` to its Durable Object: one per account (the slideshow of
 * spec §7 connects with `account_id`), and a shared lobby for everyone else.
 * The object learns whose it is from a header only this router sets.
 */
export function routeCable(request: Request, env: Env): Response | Promise<Response> {
  if (request.headers.get("Upgrade")?.toLowerCase() !== "websocket") {
    return new Response("Expected a WebSocket upgrade", { status: 426 });
  }
  const accountId = new URL(request.url).searchParams.get("account_id");
  if (accountId !== null && !ACCOUNT_ID.test(accountId)) {
    return new Response("Invalid account_id", { status: 400 });
  }
  const forwarded = new Request(request);
  forwarded.headers.delete(ACCOUNT_HEADER);
  if (accountId) forwarded.headers.set(ACCOUNT_HEADER, accountId);
  return cableObject(env, accountId).fetch(forwarded);
}

/** The object of an account's cable (or the lobby's). */
export const cableObject = (env: Env, accountId: string | null) =>
  env.CABLE.get(env.CABLE.idFromName(accountId ? `account:${accountId}` : "lobby"));
