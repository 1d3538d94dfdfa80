import { SupportEmailLink } from "~/components/legal-company";
import { LegalTitle } from "~/components/legal-title";
import type { Route } from "./+types/terms";

export default function Terms() {
  return (
    <>
      <LegalTitle title="Terms of Use" updated="1 November 2025" />
      <p>
        These terms govern the use of Stylecast, provided by Stylecast GmbH, Oranienstraße 25, 10999 Berlin, Germany.
        Stylecast lets stylists, barbershops and other service businesses publish portfolios of photos and videos
        (“styles”) and play them as slideshows on screens in their shops. By creating an account you agree to these
        terms.
      </p>
      <h2>Accounts and registration</h2>
      <p>
        Registration is by referral code: you need a code from an existing member or from us. You must give accurate
        details, be at least 18 years old and keep your password safe. Accounts are personal; tell us at once if you
        suspect misuse. You are responsible for what happens under your account.
      </p>
      <h2>Your content</h2>
      <p>
        You may only upload photos and videos that you own or have permission to use, and only with the consent of the
        people shown. Content must not be unlawful, sexually explicit, violent, hateful or misleading, and must not
        infringe the rights of others.
      </p>
      <p>
        You keep the rights to your content. You grant Stylecast GmbH a non-exclusive, royalty-free licence to store,
        adapt in format and size, and display your content on Stylecast and in your slideshows for as long as it is on
        the service. The licence ends when you delete the content or your account.
      </p>
      <h2>Moderation</h2>
      <p>
        Our admins review uploads before they appear publicly. We may decline or remove content and suspend or close
        accounts that break the law or these terms. Where reasonable, we tell you why.
      </p>
      <h2>Slideshows and ads</h2>
      <p>
        You can run your styles as a slideshow on screens in your shop. Slideshows of free accounts include occasional
        advertising slides; GOLD and DIAMOND accounts show no ads.
      </p>
      <h2>Promotions and payments</h2>
      <p>
        You can promote a style for a fee: 1 day for 9.90 EUR, 3 days for 29.70 EUR or 7 days for 69.30 EUR. A promotion
        runs for the period you buy and ends automatically. The price shown before you pay applies. If a promoted style
        is removed for breaking these terms, the promotion ends without refund.
      </p>
      <h2>Deleting your account</h2>
      <p>
        You can delete your account at any time from your account's security page. Your styles and media are deleted
        with it. Running promotions end without refund. We may close accounts with notice, or without notice for serious
        breaches.
      </p>
      <h2>Liability</h2>
      <p>
        We are liable without limitation for intent and gross negligence, for injury to life, body or health and under
        the Product Liability Act. For slight negligence we are liable only for breach of an essential contractual
        obligation, limited to the damage typical and foreseeable for this kind of contract. We do our best to keep
        Stylecast available but do not guarantee uninterrupted service.
      </p>
      <h2>Changes</h2>
      <p>
        We may change these terms for good reason. We will tell you about changes by e-mail in advance; if you keep
        using Stylecast after they take effect, the new terms apply.
      </p>
      <h2>Governing law</h2>
      <p>
        German law applies, excluding the UN Convention on Contracts for the International Sale of Goods. If you are a
        consumer, the mandatory consumer protection rules of your country of residence also apply. For merchants, the
        place of jurisdiction is Berlin.
      </p>
      <h2>Contact</h2>
      <p>
        Questions about these terms: <SupportEmailLink />.
      </p>
    </>
  );
}

export const meta: Route.MetaFunction = () => [{ title: "Terms of Use | Stylecast" }];
