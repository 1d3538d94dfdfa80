import { useEffect, useRef } from "react";
import { Form, Link, NavLink, useLocation, useMatches } from "react-router";
import { Logo } from "./logo";

export type Viewer = { accountId: string; name: string; isAdmin: boolean; canAddSlide?: boolean };

/** Routes choose how the header looks through `handle.header` (spec §2: header styling varies by route). */
type HeaderVariant = "solid" | "overlay" | "hidden";
export type RouteHandle = { header?: HeaderVariant };

function useHeaderVariant(): HeaderVariant {
  const matches = useMatches();
  for (let i = matches.length - 1; i >= 0; i--) {
    const variant = (matches[i]?.handle as RouteHandle | undefined)?.header;
    if (variant) return variant;
  }
  return "solid";
}

function userMenuLinks(viewer: Viewer) {
  return [
    { to: `/accounts/${viewer.accountId}`, label: "My account" },
    { to: `/${viewer.accountId}/portfolios`, label: "Portfolios" },
    { to: `/${viewer.accountId}/qr_code`, label: "QR code" },
  ];
}

/**
 * Header of spec §2. The user menu and the mobile side menu are <details>
 * elements, so they open and close without JavaScript.
 */
export function SiteHeader({ viewer }: { viewer: Viewer | null }) {
  const variant = useHeaderVariant();
  const { pathname } = useLocation();
  const menus = useRef<HTMLElement>(null);

  // A client navigation keeps the page, so close any open menu ourselves.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on every path change on purpose
  useEffect(() => {
    for (const details of menus.current?.querySelectorAll("details[open]") ?? []) details.removeAttribute("open");
  }, [pathname]);

  if (variant === "hidden") return null;
  const overlay = variant === "overlay";
  const navLink = ({ isActive }: { isActive: boolean }) =>
    `rounded-full px-3 py-2 text-sm font-semibold ${isActive ? "bg-black/10" : "hover:bg-black/5"}`;

  return (
    <header
      ref={menus}
      data-variant={variant}
      className={
        overlay
          ? "absolute inset-x-0 top-0 z-30 text-white has-[details[open]]:z-50 [&_a:hover]:bg-white/10"
          : "sticky top-0 z-30 border-b border-line bg-white/90 text-ink backdrop-blur has-[details[open]]:z-50"
      }
    >
      <div className="mx-auto flex h-16 max-w-6xl items-center justify-between gap-4 px-4 sm:px-6">
        <Link to="/" aria-label="Stylecast home" className="rounded-lg">
          <Logo />
        </Link>

        <nav aria-label="Main" className="hidden items-center gap-1 md:flex">
          <NavLink to="/explore" className={navLink}>
            Explore
          </NavLink>
          {viewer?.isAdmin ? (
            <NavLink to="/admin" className={navLink}>
              Admin
            </NavLink>
          ) : null}
          {viewer?.canAddSlide ? (
            <Link to={addSlidePath(viewer)} className="btn-primary mx-1 min-h-10 px-4">
              Add a slide
            </Link>
          ) : null}
          {viewer ? (
            <details className="relative">
              <summary className="flex cursor-pointer list-none items-center gap-2 rounded-full px-3 py-2 text-sm font-semibold hover:bg-black/5 [&::-webkit-details-marker]:hidden">
                <span className="grid size-7 place-items-center rounded-full bg-brand text-xs text-white">
                  {viewer.name.slice(0, 1).toUpperCase()}
                </span>
                {viewer.name}
              </summary>
              <ul className="absolute right-0 mt-2 w-52 rounded-xl border border-line bg-white p-2 text-ink shadow-lg">
                {userMenuLinks(viewer).map((item) => (
                  <li key={item.to}>
                    <Link to={item.to} className="block rounded-lg px-3 py-2 text-sm hover:bg-paper">
                      {item.label}
                    </Link>
                  </li>
                ))}
                <li className="mt-1 border-t border-line pt-1">
                  <LogoutButton className="block w-full rounded-lg px-3 py-2 text-left text-sm hover:bg-paper" />
                </li>
              </ul>
            </details>
          ) : (
            <>
              <NavLink to="/login" className={navLink}>
                Login
              </NavLink>
              <Link to="/register" className="btn-primary ml-2 min-h-10">
                Register
              </Link>
            </>
          )}
        </nav>

        <details className="side-menu md:hidden">
          <summary
            aria-label="Menu"
            className="grid size-11 cursor-pointer list-none place-items-center rounded-full hover:bg-black/5 [&::-webkit-details-marker]:hidden"
          >
            <svg viewBox="0 0 24 24" className="size-6" aria-hidden="true">
              <path d="M4 7h16M4 12h16M4 17h16" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
            </svg>
          </summary>
          <nav
            aria-label="Mobile"
            className="fixed inset-y-0 right-0 z-40 flex w-72 max-w-[85vw] flex-col gap-1 bg-white p-6 text-ink shadow-2xl"
          >
            <p className="mb-4 text-sm text-ink-soft">{viewer ? `Hi, ${viewer.name}` : "Welcome"}</p>
            <MobileLink to="/">Home</MobileLink>
            <MobileLink to="/explore">Explore</MobileLink>
            {viewer?.isAdmin ? <MobileLink to="/admin">Admin</MobileLink> : null}
            {viewer?.canAddSlide ? <MobileLink to={addSlidePath(viewer)}>Add a slide</MobileLink> : null}
            {viewer ? (
              <>
                {userMenuLinks(viewer).map((item) => (
                  <MobileLink key={item.to} to={item.to}>
                    {item.label}
                  </MobileLink>
                ))}
                <LogoutButton className="w-full rounded-lg px-3 py-3 text-left text-base font-semibold hover:bg-paper" />
              </>
            ) : (
              <>
                <MobileLink to="/login">Login</MobileLink>
                <MobileLink to="/register">Register</MobileLink>
              </>
            )}
          </nav>
        </details>
      </div>
    </header>
  );
}

/** Spec §2: the add-slide shortcut opens the style editor of the account. */
const addSlidePath = (viewer: Viewer) => `/${viewer.accountId}/styles`;

function MobileLink({ to, children }: { to: string; children: React.ReactNode }) {
  return (
    <Link to={to} className="rounded-lg px-3 py-3 text-base font-semibold hover:bg-paper">
      {children}
    </Link>
  );
}

/** Logging out changes state, so it is a POST (a plain form without JavaScript); GET /logout only asks. */
function LogoutButton({ className }: { className: string }) {
  return (
    <Form method="post" action="/logout">
      <button type="submit" className={className}>
        Logout
      </button>
    </Form>
  );
}
