import { getAccount } from "@contract/endpoints/account";
import { data } from "react-router";
import { accountOwner, requireAccountOwner } from "~/lib/account-owner.server";
import { api } from "~/lib/api-client.server";
import { errorFromApiFailure } from "~/lib/api-failure.server";
import type { Route } from "./+types/qr-file";
import { type QrTarget, qrPng, qrSvg, qrUrls } from "./qr.server";

/** `/{account_id}/qr_code/{sticker|profile|slideshow}.{svg|png}`: one code as a download, for printing (owner only). */
export const middleware: Route.MiddlewareFunction[] = [requireAccountOwner];

const FILE = /^(sticker|profile|slideshow)\.(svg|png)$/;

export async function loader(args: Route.LoaderArgs) {
  const match = FILE.exec(args.params.file);
  if (!match) throw data(null, { status: 404 });
  const [, target, format] = match as unknown as [string, QrTarget, "svg" | "png"];
  const result = await api(args, getAccount, { params: { id: accountOwner(args.context).accountId } });
  if (!result.ok) throw errorFromApiFailure(result);
  const url = qrUrls(new URL(args.request.url).origin, result.data)[target];
  const headers = {
    "Content-Disposition": `attachment; filename="stylecast-${target}-qr.${format}"`,
    "Cache-Control": "private, no-store",
  };
  if (format === "svg") return new Response(qrSvg(url), { headers: { ...headers, "Content-Type": "image/svg+xml" } });
  return new Response(await qrPng(url), { headers: { ...headers, "Content-Type": "image/png" } });
}
