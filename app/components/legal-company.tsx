/** Who provides Stylecast, as the legal pages name it: written once, should the address or mailbox change. */
export const SUPPORT_EMAIL = "support@stylecast.app";

export const SupportEmailLink = () => <a href={`mailto:${SUPPORT_EMAIL}`}>{SUPPORT_EMAIL}</a>;

/** The provider's postal address; `children` adds lines under it (e.g. the e-mail). */
export function CompanyAddress({ children }: { children?: React.ReactNode }) {
  return (
    <p>
      Stylecast GmbH
      <br />
      Oranienstraße 25
      <br />
      10999 Berlin, Germany
      {children ? (
        <>
          <br />
          {children}
        </>
      ) : null}
    </p>
  );
}
