const ACCOUNT_ID = /^[A-Za-z0-9_-]{1,32}$/;

/**
 * Routes `/cable` to its Durable Object: one per account (the slideshow of
 * spec §7 connects with `account_id`), and a shared lobby for everyone else.
 */
export function routeCable(request: Request, env: Env): Response | Promise<Response> {
  if (request.headers.get("Upgrade")?.toLowerCase() !== "websocket") {
    return new Response("Expected a WebSocket upgrade", { status: 426 });
  }
  const accountId = new URL(request.url).searchParams.get("account_id");
  if (accountId !== null && !ACCOUNT_ID.test(accountId)) {
    return new Response("Invalid account_id", { status: 400 });
  }
  const name = accountId ? `account:${accountId}` : "lobby";
  return env.CABLE.get(env.CABLE.idFromName(name)).fetch(request);
}
