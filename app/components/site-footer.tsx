import { FaqDialog } from "./faq-dialog";
import { LEGAL_PAGES } from "./legal-pages";
import { Logo } from "./logo";
import { NavLink } from "./page-links";

/** Footer of spec §2. Pricing, contact and social links are hidden there, so they are not here. */
export function SiteFooter({ loggedIn }: { loggedIn: boolean }) {
  const siteLinks = [
    { to: "/", label: "Home" },
    // The gallery of spec §2 is called Explore everywhere (header, footer, its page).
    { to: "/explore", label: "Explore" },
    ...(loggedIn
      ? []
      : [
          { to: "/register", label: "Register" },
          { to: "/login", label: "Login" },
        ]),
  ];
  return (
    <footer className="border-t border-line bg-ink text-white/80">
      <div className="mx-auto grid max-w-6xl grid-cols-2 gap-x-6 gap-y-8 px-4 py-12 sm:px-6 md:grid-cols-[2fr_1fr_1fr] md:gap-10">
        <div className="col-span-2 md:col-span-1">
          <Logo className="text-white" />
          <p className="mt-3 text-sm">keep your displays alive</p>
          <div className="mt-6">
            <FaqDialog />
          </div>
        </div>
        <FooterColumn title="Stylecast" links={siteLinks} />
        <FooterColumn title="Legal" links={LEGAL_PAGES} />
      </div>
      <p className="border-t border-white/10 py-6 text-center text-xs text-white/60">
        © 2025 Stylecast. All rights reserved.
      </p>
    </footer>
  );
}

/** Each link is a 44 px tap target and marks the page it is on (aria-current). */
function FooterColumn({ title, links }: { title: string; links: { to: string; label: string }[] }) {
  return (
    <nav aria-label={title}>
      <h2 className="text-xs font-semibold tracking-widest text-white/70 uppercase">{title}</h2>
      <ul className="mt-2">
        {links.map((link) => (
          <li key={link.to}>
            <NavLink to={link.to} end className="footer-link">
              {link.label}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
