import { SupportEmailLink } from "~/components/legal-company";
import { LegalTitle } from "~/components/legal-title";
import type { Route } from "./+types/cookies";

export default function Cookies() {
  return (
    <>
      <LegalTitle title="Cookies" updated="1 November 2025" />
      <p>
        Cookies are small text files that a website stores in your browser. Stylecast uses only its own cookies, no
        third-party tracking or advertising cookies.
      </p>
      <h2>The cookies we use</h2>
      <ul>
        <li>
          <strong>sc_session</strong> keeps you signed in. It is set when you sign in, cannot be read by scripts
          (HttpOnly) and lasts 30 days or until you sign out. It is strictly necessary.
        </li>
        <li>
          <strong>sc_toast</strong> carries a one-time message, such as a confirmation that your changes were saved, to
          the next page. The message is cleared once shown. It is strictly necessary.
        </li>
        <li>
          <strong>sc_cookie_consent</strong> remembers whether you chose “Accept Cookies” or “Reject”, so we don't ask
          on every page. It lasts 1 day and is only sent to Stylecast itself (SameSite strict).
        </li>
      </ul>
      <p>
        All three cookies are sent only over encrypted connections (HTTPS) and cannot be read by scripts on the page.
        The session and message cookies are signed, so they cannot be altered without us noticing.
      </p>
      <p>
        Strictly necessary cookies do not need your consent, because the site cannot work without them. If you only
        browse without signing in, the session cookie is not set at all.
      </p>
      <h2>The cookie banner</h2>
      <p>
        On your first visit we show a banner with two buttons, “Accept Cookies” and “Reject”. Until you choose, we use
        only the strictly necessary cookies and do not run the country lookup.
      </p>
      <h2>Accept Cookies</h2>
      <p>
        If you choose “Accept Cookies”, we store your choice and may look up the approximate country of your IP address
        to learn where our visitors come from. This lookup is optional and only runs with your consent.
      </p>
      <h2>Reject</h2>
      <p>
        If you choose “Reject”, we store that choice and use only the strictly necessary cookies. No country lookup
        takes place, and the site works just the same.
      </p>
      <h2>Changing your mind</h2>
      <p>
        Your choice lasts 1 day; after that we ask again. To change it sooner, delete the cookies for Stylecast in your
        browser settings and the cookie banner will appear on your next visit. Deleting sc_session signs you out.
      </p>
      <p>
        More about how we handle personal data is in our <a href="/data-privacy">data privacy policy</a>.
      </p>
      <h2>Contact</h2>
      <p>
        Questions about cookies: <SupportEmailLink />.
      </p>
    </>
  );
}

export const meta: Route.MetaFunction = () => [{ title: "Cookies | Stylecast" }];
