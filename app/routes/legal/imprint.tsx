import { CompanyAddress, SupportEmailLink } from "~/components/legal-company";
import { LegalTitle } from "~/components/legal-title";
import type { Route } from "./+types/imprint";

export default function Imprint() {
  return (
    <>
      <LegalTitle title="Imprint" updated="1 November 2025" />
      <p>Information according to § 5 DDG (German Digital Services Act).</p>
      <h2>Provider</h2>
      <CompanyAddress />
      <h2>Represented by</h2>
      <p>The managing directors of Stylecast GmbH.</p>
      <h2>Contact</h2>
      <p>
        E-mail: <SupportEmailLink />
      </p>
      <h2>Register entry</h2>
      <p>Entered in the commercial register of the Amtsgericht Berlin-Charlottenburg.</p>
      <h2>Responsible for content</h2>
      <p>The managing directors, at the address above (§ 18 (2) MStV).</p>
      <h2>Dispute resolution</h2>
      <p>
        We are neither obliged nor willing to take part in dispute resolution proceedings before a consumer arbitration
        board.
      </p>
    </>
  );
}

export const meta: Route.MetaFunction = () => [{ title: "Imprint | Stylecast" }];
