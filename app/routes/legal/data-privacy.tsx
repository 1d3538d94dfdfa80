import { CompanyAddress, SupportEmailLink } from "~/components/legal-company";
import { LegalTitle } from "~/components/legal-title";
import type { Route } from "./+types/data-privacy";

export default function DataPrivacy() {
  return (
    <>
      <LegalTitle title="Data privacy" updated="27 November 2026" />
      <p>
        This policy explains which personal data Stylecast processes when you visit the site, create an account or run a
        slideshow, why we do it and which rights you have under the General Data Protection Regulation (GDPR).
      </p>
      <h2>Controller</h2>
      <CompanyAddress>
        E-mail: <SupportEmailLink />
      </CompanyAddress>
      <h2>What we process and why</h2>
      <ul>
        <li>
          <strong>Visiting the site:</strong> your IP address, browser details, the pages requested and the time, so we
          can deliver the site and keep it secure.
        </li>
        <li>
          <strong>Your account:</strong> name, e-mail address, password, the referral code you registered with and your
          account settings, so we can provide your account.
        </li>
        <li>
          <strong>Your content:</strong> the photos, videos and texts of your styles. Uploads are reviewed by our admins
          before they become public.
        </li>
        <li>
          <strong>Promotions:</strong> which promotions you buy, the amounts and dates, so we can run them and keep the
          records the law requires.
        </li>
        <li>
          <strong>E-mails:</strong> your address and the content of confirmation, password reset and invitation e-mails.
        </li>
        <li>
          <strong>Scanning a QR code from a shop's screen or sticker:</strong> we count the scan as a number per shop,
          screen, style and hour, and send you on to the page it names. We store no IP address, no cookie and nothing
          else about your phone, only a hash of it keyed with a salt that changes daily, kept for 10 minutes so that one
          phone counts once.
        </li>
        <li>
          <strong>Visiting a shop's page and tapping its contact buttons:</strong> we count each view of a shop's page
          and each tap on Book online, Call, WhatsApp and its other channels as a number per shop, page or channel,
          style, screen (when you came from a shop's screen) and hour. Taps go through our own address, which sends you
          on at once. We store no IP address, no cookie and nothing else about your phone, only a hash of it keyed with
          a salt that changes daily, kept for 30 minutes so that one phone counts once. Booking and website links tell
          the shop's own site that you came from Stylecast (utm_source=stylecast).
        </li>
        <li>
          <strong>Country lookup:</strong> only if you choose “Accept Cookies”, we look up the approximate country of
          your IP address to learn where our visitors come from.
        </li>
        <li>
          <strong>Error reports:</strong> when error reporting is enabled, technical details of a failure, which may
          include your IP address and the page you were on.
        </li>
      </ul>
      <h2 id="client-photos">Photos of a shop's clients</h2>
      <p>
        A shop may show a photo of you only where you agreed. When you are asked, you choose each place on its own: the
        shop's pages on Stylecast and our Explore gallery (which search engines can find), and the TV screens in the
        shop. We keep what you agreed to, your name, the date and time, the words you read and whether you agreed on the
        stylist's phone or your own. If you give an e-mail address, we send you a copy with a link to withdraw.
      </p>
      <p>
        <strong>To withdraw</strong>, use the link in your copy or ask the shop. The photo then leaves the pages and
        Explore at once and the shop's screens within seconds, its files are no longer shown to anyone but the shop and
        our admins, and they are deleted after 30 days unless you agree again. The record of what you agreed to and when
        you withdrew is kept, so the shop can show it did what you asked.
      </p>
      <p>
        <strong>A photo of you that you never agreed to?</strong> Use “Request removal” on its page. We ask you to
        confirm your e-mail address, then the shop takes it down or answers you; if it has not within 72 hours, our
        admins look at it.
      </p>
      <h2>Legal bases</h2>
      <ul>
        <li>
          Providing your account, content, slideshows and promotions: performance of a contract (Art. 6 (1) (b) GDPR).
        </li>
        <li>Keeping invoices and payment records: legal obligation (Art. 6 (1) (c) GDPR).</li>
        <li>
          Security, moderation, server logs and error reports: our legitimate interest in a safe and working service
          (Art. 6 (1) (f) GDPR).
        </li>
        <li>The country lookup: your consent (Art. 6 (1) (a) GDPR), which you can withdraw at any time.</li>
        <li>
          Showing a photo of a shop's client: the client's consent (Art. 6 (1) (a) GDPR and, in Germany, § 22 KUG), for
          each place on its own, which they can withdraw at any time (Art. 7 (3) GDPR).
        </li>
      </ul>
      <h2>Processors</h2>
      <p>We use these service providers, bound by data processing agreements:</p>
      <ul>
        <li>Cloudflare, Inc. hosts the site, the database (Cloudflare D1) and your uploaded media (Cloudflare R2).</li>
        <li>Resend sends our e-mails.</li>
        <li>Sentry (Functional Software, Inc.) receives error reports, only when error reporting is enabled.</li>
      </ul>
      <p>
        These providers may process data in the United States. Transfers rely on the EU-U.S. Data Privacy Framework
        where the provider is certified, and otherwise on the standard contractual clauses of the European Commission.
      </p>
      <h2>Retention</h2>
      <p>
        We keep your account data and content until you delete your account; your styles and media are deleted with it.
        Server logs and error reports are kept only as long as needed for security and troubleshooting. Invoices and
        payment records are kept for up to ten years, as German tax and commercial law require.
      </p>
      <h2>Your rights</h2>
      <p>
        You have the right to access your data, to have it corrected or erased, to restrict its processing, to receive
        it in a portable format and to object to processing based on our legitimate interests (Art. 15 to 21 GDPR).
        Where we rely on your consent, you can withdraw it at any time with effect for the future.
      </p>
      <h2>Complaints</h2>
      <p>
        You can complain to a data protection supervisory authority, in particular the one where you live or the one
        responsible for us: the Berlin Commissioner for Data Protection and Freedom of Information (Berliner Beauftragte
        für Datenschutz und Informationsfreiheit).
      </p>
      <h2>Contact</h2>
      <p>
        For any question about your data or to exercise your rights, write to <SupportEmailLink />.
      </p>
    </>
  );
}

export const meta: Route.MetaFunction = () => [{ title: "Data privacy | Stylecast" }];
