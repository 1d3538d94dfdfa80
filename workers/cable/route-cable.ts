import { readConfig } from "@contract/config";
import { readScreenTicket } from "../auth/screen-ticket";
import { isLiveScreen } from "../db/screens";
import { findSlideshowAccount } from "../db/slideshow";
import { ACCOUNT_HEADER, SCREEN_HEADER } from "./cable-server";

const ACCOUNT_ID = /^[A-Za-z0-9_-]{1,32}$/;

/**
 * Routes `/cable` to its Durable Object: one per account (the slideshow of
 * spec §7 connects with `account_id`), and a shared lobby for everyone else.
 * The object learns whose it is, and which screen a socket is, from headers
 * only this router sets: an account that has no slideshow is refused before
 * its object exists, and a socket is a screen only with the ticket of a live
 * screen session of that account (decisions.md "Which browsers are screens").
 */
export async function routeCable(request: Request, env: Env): Promise<Response> {
  if (request.headers.get("Upgrade")?.toLowerCase() !== "websocket") {
    return new Response("Expected a WebSocket upgrade", { status: 426 });
  }
  const url = new URL(request.url);
  const accountId = url.searchParams.get("account_id");
  if (accountId !== null && !ACCOUNT_ID.test(accountId)) {
    return new Response("Invalid account_id", { status: 400 });
  }
  const forwarded = new Request(request);
  forwarded.headers.delete(ACCOUNT_HEADER);
  forwarded.headers.delete(SCREEN_HEADER);
  if (accountId) {
    if (!(await findSlideshowAccount(env.DB, accountId))) {
      return new Response("No slideshow for this account", { status: 404 });
    }
    forwarded.headers.set(ACCOUNT_HEADER, accountId);
    const screenId = await screenOf(env, url.searchParams.get("screen_ticket"), accountId);
    if (screenId) forwarded.headers.set(SCREEN_HEADER, screenId);
  }
  return cableObject(env, accountId).fetch(forwarded);
}

/** The screen a ticket names, when it is a live screen of the account; else null (an anonymous viewer). */
export async function screenOf(env: Env, ticket: string | null | undefined, accountId: string) {
  const sessionId = await readScreenTicket(readConfig(env).SESSION_SECRET, ticket);
  return sessionId && (await isLiveScreen(env.DB, sessionId, accountId, Date.now())) ? sessionId : null;
}

/** The object of an account's cable (or the lobby's). */
export const cableObject = (env: Env, accountId: string | null) =>
  env.CABLE.get(env.CABLE.idFromName(accountId ? `account:${accountId}` : "lobby"));
