import { getAccount } from "@contract/endpoints/account";
import { accountOwner, requireAccountOwner } from "~/lib/account-owner.server";
import { api } from "~/lib/api-client.server";
import { errorFromApiFailure } from "~/lib/api-failure.server";
import type { Route } from "./+types/qr-code";
import { QR_TARGETS, qrSvg, qrUrls } from "./qr.server";
import "./qr-code.css";

/**
 * `/{account_id}/qr_code` (spec §2, owner only): the account's QR codes (the
 * counted window sticker, its public about-me page, its slideshow), made on
 * the server as SVG, with SVG and PNG downloads for printing; the page
 * itself prints as a sheet of the codes.
 */
export const middleware: Route.MiddlewareFunction[] = [requireAccountOwner];

const LABELS = {
  sticker: {
    title: "Window sticker",
    use: "For your window or counter: leads to your about-me page, and each scan counts on My screens.",
  },
  profile: { title: "Your profile page", use: "For the shop window: visitors see your about-me page." },
  slideshow: { title: "Your slideshow", use: "Open it on a TV or screen: it plays your styles." },
} as const;

export async function loader(args: Route.LoaderArgs) {
  const accountId = accountOwner(args.context).accountId;
  const result = await api(args, getAccount, { params: { id: accountId } });
  if (!result.ok) throw errorFromApiFailure(result);
  const urls = qrUrls(new URL(args.request.url).origin, result.data);
  return {
    accountId,
    company: result.data.attributes.company,
    codes: QR_TARGETS.map((target) => ({ target, url: urls[target], svg: qrSvg(urls[target]) })),
  };
}

export const meta: Route.MetaFunction = () => [{ title: "QR codes | Stylecast" }];

export default function QrCodePage({ loaderData }: Route.ComponentProps) {
  const { accountId, company, codes } = loaderData;
  const base = `/${encodeURIComponent(accountId)}/qr_code`;
  return (
    <div className="qr-page mx-auto w-full max-w-5xl px-4 pt-6 pb-16 sm:px-6 sm:pt-10">
      <h1 className="text-3xl font-bold">QR codes{company ? ` for ${company}` : ""}</h1>
      <p className="qr-no-print mt-2 text-ink-soft">
        Print them for your counter or shop window. Your browser's Print (Ctrl+P or ⌘P) prints this page as a sheet with
        all three codes.
      </p>
      <div className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {codes.map(({ target, url, svg }) => (
          <figure key={target} className="qr-card rounded-2xl border border-line bg-white p-6">
            <div
              className="qr-card-code mx-auto max-w-72"
              role="img"
              aria-label={`QR code to ${LABELS[target].title.toLowerCase()}`}
              // biome-ignore lint/security/noDangerouslySetInnerHtml: SVG made on the server by uqr from our own URL
              dangerouslySetInnerHTML={{ __html: svg }}
            />
            <figcaption className="mt-4 text-center">
              <h2 className="text-xl font-semibold">{LABELS[target].title}</h2>
              <p className="mt-1 text-sm text-ink-soft">{LABELS[target].use}</p>
              <p className="mt-2 text-sm break-all">
                <a className="underline" href={url} data-testid={`qr-url-${target}`}>
                  {url}
                </a>
              </p>
            </figcaption>
            <div className="qr-no-print mt-4 flex flex-wrap justify-center gap-3">
              <a className="btn-secondary" href={`${base}/${target}.svg`} download>
                Download SVG<span className="sr-only"> of {LABELS[target].title.toLowerCase()}</span>
              </a>
              <a className="btn-secondary" href={`${base}/${target}.png`} download>
                Download PNG<span className="sr-only"> of {LABELS[target].title.toLowerCase()}</span>
              </a>
            </div>
          </figure>
        ))}
      </div>
    </div>
  );
}

export { RouteErrorBoundary as ErrorBoundary } from "~/components/error-page";
