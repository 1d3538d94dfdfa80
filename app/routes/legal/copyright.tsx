import { SupportEmailLink } from "~/components/legal-company";
import { LegalTitle } from "~/components/legal-title";
import type { Route } from "./+types/copyright";

export default function Copyright() {
  return (
    <>
      <LegalTitle title="Copyright" updated="1 November 2025" />
      <p>© 2025 Stylecast GmbH. All rights reserved.</p>
      <h2>Our content</h2>
      <p>
        The design, texts, graphics, logo and software of Stylecast are protected by copyright and belong to Stylecast
        GmbH or its licensors. You may not copy, change or distribute them without our written permission.
      </p>
      <h2>Uploaded content</h2>
      <p>
        The photos and videos in portfolios belong to the stylists and businesses who uploaded them, or to the people
        who licensed them. Uploaders grant us only the licence described in our <a href="/legal">Terms of Use</a> to
        show their content on Stylecast and in their slideshows. Do not download or reuse their work without their
        permission.
      </p>
      <h2>Permitted use</h2>
      <p>
        You are welcome to share links to public styles and portfolios. Shop owners may show their own portfolios in
        their slideshows on screens in their shops. Any other use of content found on Stylecast needs the permission of
        its rights holder, unless the law allows it, for example as a quotation.
      </p>
      <h2>Reporting infringement</h2>
      <p>
        If you believe content on Stylecast infringes your copyright or other rights, write to <SupportEmailLink />.
        Please include:
      </p>
      <ul>
        <li>your name, address and e-mail address;</li>
        <li>a description of the work you believe is infringed;</li>
        <li>the link to the style or slideshow where the content appears;</li>
        <li>
          a statement that you believe in good faith that the use is not authorised by you, your agent or the law;
        </li>
        <li>
          a statement that your notice is accurate and that you are the rights holder or authorised to act for them;
        </li>
        <li>your full name as signature.</li>
      </ul>
      <p>
        We review every notice promptly, remove or block content that infringes and tell the uploader, who may respond.
        We close the accounts of users who infringe repeatedly. Incomplete notices may delay our response; knowingly
        false notices may make you liable.
      </p>
      <h2>Trademarks</h2>
      <p>
        “Stylecast” and the Stylecast logo are trademarks of Stylecast GmbH and may not be used without our permission.
        Other names and logos on the site belong to their respective owners.
      </p>
    </>
  );
}

export const meta: Route.MetaFunction = () => [{ title: "Copyright | Stylecast" }];
