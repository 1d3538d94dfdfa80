import type { ScanPromise } from "@contract/scan-promise";
import type { ShowNow } from "@contract/show-now";
import { SLIDESHOW_MESSAGES } from "@contract/slideshow";
import { QrFigure } from "./slide-parts";
import type { PlayerData } from "./slideshow.server";

/**
 * What a screen shows instead of styles (issue 34), on the server and in the
 * player alike: the closed card outside opening hours, the shop card when the
 * shop is open but no style is scheduled now, and the dark screen. Still
 * pictures only: nothing moves, no ad, and each card's QR code is a counted
 * short link on a screen.
 */
type Shop = { title: string; avatar: string | null };

export function ClosedCard({
  shop,
  opens,
  packed,
  scan,
}: {
  shop: Shop;
  opens: Extract<ShowNow, { screen: "closed_card" }>["opens"];
  packed: string;
  scan: ScanPromise;
}) {
  return (
    <div className="tv-card" data-testid="closed-card">
      <ShopName shop={shop} />
      <p className="tv-card-status">{SLIDESHOW_MESSAGES.closed(opens)}</p>
      <QrFigure
        className="tv-card-qr"
        packed={packed}
        label={scan === "book" ? SLIDESHOW_MESSAGES.bookQr : SLIDESHOW_MESSAGES.contactQr}
        hint={SLIDESHOW_MESSAGES.scanHint[scan]}
      />
    </div>
  );
}

export function ShopCard({ shop, packed }: { shop: Shop; packed: string }) {
  return (
    <div className="tv-card" data-testid="shop-card">
      <ShopName shop={shop} />
      <QrFigure
        className="tv-card-qr"
        packed={packed}
        label={SLIDESHOW_MESSAGES.stylesQr}
        hint={SLIDESHOW_MESSAGES.scanHint.styles}
      />
    </div>
  );
}

/** Black, with nothing on it but words for a screen reader. */
export function DarkScreen() {
  return (
    <div className="tv-dark" data-testid="dark-screen">
      <p className="sr-only">{SLIDESHOW_MESSAGES.dark}</p>
    </div>
  );
}

function ShopName({ shop }: { shop: Shop }) {
  return (
    <div className="tv-card-shop">
      {shop.avatar ? <img className="tv-card-avatar" src={shop.avatar} alt="" /> : null}
      <p className="tv-card-title">{shop.title}</p>
    </div>
  );
}

/** The card for what the screen shows now, when that is not the styles. */
export function CardNow({
  now,
  data,
}: {
  now: Exclude<ShowNow, { screen: "slides" }>;
  data: Pick<PlayerData, "title" | "avatar" | "cardCodes" | "scan">;
}) {
  const shop = { title: data.title, avatar: data.avatar };
  if (now.screen === "dark") return <DarkScreen />;
  if (now.screen === "shop_card") return <ShopCard shop={shop} packed={data.cardCodes.shop} />;
  return <ClosedCard shop={shop} opens={now.opens} packed={data.cardCodes.closed} scan={data.scan} />;
}
