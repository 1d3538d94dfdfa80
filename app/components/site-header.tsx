import { useEffect, useRef } from "react";
import { Form, useLocation, useMatches } from "react-router";
import { useHydrated } from "remix-utils/use-hydrated";
import type { RouteHandle } from "~/lib/route-handle";
import { LineIcon } from "./line-icon";
import { Logo } from "./logo";
import { Link, NavLink } from "./page-links";

export type Viewer = { accountId: string; name: string; isAdmin: boolean; canAddSlide?: boolean };

type HeaderVariant = NonNullable<RouteHandle["header"]>;

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
 * Header of spec §2. The user menu is a <details> and the phone's side menu a
 * popover, so both open and close without JavaScript.
 */
export function SiteHeader({ viewer }: { viewer: Viewer | null }) {
  const variant = useHeaderVariant();
  const { pathname } = useLocation();
  const menus = useRef<HTMLElement>(null);

  // A client navigation keeps the page, so close any open menu ourselves.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on every path change on purpose
  useEffect(() => {
    for (const details of menus.current?.querySelectorAll("details[open]") ?? []) details.removeAttribute("open");
    for (const popover of menus.current?.querySelectorAll<HTMLElement>("[popover]") ?? []) closePopover(popover);
  }, [pathname]);

  if (variant === "hidden") return null;
  const overlay = variant === "overlay";
  // Over the dark hero a light tint marks the current page and hover; elsewhere a dark one.
  const tint = overlay
    ? { current: "bg-white/15", hover: "hover:bg-white/10" }
    : { current: "bg-black/10", hover: "hover:bg-black/5" };
  const navLink = ({ isActive }: { isActive: boolean }) =>
    `inline-flex min-h-11 items-center rounded-full px-3 text-sm font-semibold ${isActive ? tint.current : tint.hover}`;

  return (
    <header
      ref={menus}
      data-variant={variant}
      className={
        overlay
          ? "absolute inset-x-0 top-0 z-30 text-white has-[details[open]]:z-50"
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
            <NavLink to={addSlidePath(viewer)} className="btn-primary mx-1 px-4">
              Add a slide
            </NavLink>
          ) : null}
          {viewer ? (
            <details className="relative">
              <summary
                className={`flex min-h-11 cursor-pointer list-none items-center gap-2 rounded-full px-3 text-sm font-semibold ${tint.hover} [&::-webkit-details-marker]:hidden`}
              >
                <span className="grid size-7 place-items-center rounded-full bg-brand-strong text-xs text-white">
                  {viewer.name.slice(0, 1).toUpperCase()}
                </span>
                {viewer.name}
              </summary>
              <ul className="absolute right-0 mt-2 w-52 rounded-xl border border-line bg-white p-2 text-ink shadow-lg">
                {userMenuLinks(viewer).map((item) => (
                  <MenuItem
                    key={item.to}
                    to={item.to}
                    className="flex min-h-11 items-center rounded-lg px-3 text-sm hover:bg-paper aria-[current=page]:font-semibold aria-[current=page]:text-brand-dark"
                  >
                    {item.label}
                  </MenuItem>
                ))}
                <LogoutItem className="flex min-h-11 w-full items-center rounded-lg px-3 text-left text-sm hover:bg-paper" />
              </ul>
            </details>
          ) : (
            <>
              <NavLink to="/login" className={navLink}>
                Login
              </NavLink>
              <NavLink to="/register" className="btn-primary ml-2">
                Register
              </NavLink>
            </>
          )}
        </nav>

        <SideMenu viewer={viewer} toggleHover={tint.hover} />
      </div>
    </header>
  );
}

/** Spec §2: the add-slide shortcut opens the style editor of the account. */
const addSlidePath = (viewer: Viewer) => `/${viewer.accountId}/styles`;

const SIDE_MENU_ID = "side-menu";

/**
 * The phone's side menu: a popover, so it opens, closes on Escape, on a tap
 * outside or on its close button, and sits above everything (the top layer,
 * which no header style can clip) without JavaScript. Focus moves into it
 * (autofocus) and back to the toggle on its own; JavaScript only keeps Tab
 * inside while it is open. Without JavaScript the CSS in app.css hides the page behind it
 * (`visibility: hidden`, which also takes it out of the tab order) instead.
 */
function SideMenu({ viewer, toggleHover }: { viewer: Viewer | null; toggleHover: string }) {
  const toggle = useRef<HTMLButtonElement>(null);
  const hydrated = useHydrated();

  function onToggle(event: React.ToggleEvent<HTMLElement>) {
    // A tap on the backdrop leaves focus nowhere: give it back to the toggle.
    if (event.newState === "closed" && (!document.activeElement || document.activeElement === document.body)) {
      toggle.current?.focus();
    }
  }

  function keepTabInside(event: React.KeyboardEvent<HTMLElement>) {
    if (event.key !== "Tab") return;
    const items = focusables(event.currentTarget);
    const first = items[0];
    const last = items[items.length - 1];
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last?.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first?.focus();
    }
  }

  return (
    <>
      <button
        ref={toggle}
        type="button"
        popoverTarget={SIDE_MENU_ID}
        aria-label="Menu"
        className={`grid size-11 cursor-pointer place-items-center rounded-full ${toggleHover} md:hidden`}
      >
        <LineIcon paths={["M4 7h16M4 12h16M4 17h16"]} className="size-6" />
      </button>
      <nav
        id={SIDE_MENU_ID}
        popover="auto"
        aria-label="Mobile"
        data-hydrated={hydrated ? "" : undefined}
        onToggle={onToggle}
        onKeyDown={keepTabInside}
        className="side-menu inset-y-0 right-0 left-auto m-0 h-dvh max-h-none w-80 max-w-[85vw] flex-col overflow-y-auto border-0 bg-white p-0 text-ink shadow-2xl backdrop:bg-ink/55 open:flex motion-safe:transition-transform motion-safe:duration-200 motion-safe:starting:open:translate-x-full md:hidden"
      >
        <div className="flex min-h-16 items-center justify-between gap-2 border-b border-line py-2 pr-4 pl-6">
          <p className="text-sm text-ink-soft">{viewer ? `Hi, ${viewer.name}` : "Welcome"}</p>
          <button
            type="button"
            popoverTarget={SIDE_MENU_ID}
            popoverTargetAction="hide"
            // biome-ignore lint/a11y/noAutofocus: inside a popover it only takes focus when the menu opens (the browser does it, also without JavaScript), never on page load
            autoFocus
            aria-label="Close menu"
            className="grid size-11 cursor-pointer place-items-center rounded-full hover:bg-black/5 focus-visible:outline-2 focus-visible:outline-brand"
          >
            <LineIcon paths={["M6 6l12 12M18 6L6 18"]} className="size-6" />
          </button>
        </div>
        <ul className="flex flex-col gap-1 p-4">
          <MenuItem to="/" end>
            Home
          </MenuItem>
          <MenuItem to="/explore">Explore</MenuItem>
          {viewer?.isAdmin ? <MenuItem to="/admin">Admin</MenuItem> : null}
          {viewer?.canAddSlide ? <MenuItem to={addSlidePath(viewer)}>Add a slide</MenuItem> : null}
          {viewer ? (
            <>
              {userMenuLinks(viewer).map((item) => (
                <MenuItem key={item.to} to={item.to}>
                  {item.label}
                </MenuItem>
              ))}
              <LogoutItem className="flex min-h-12 w-full items-center rounded-lg px-3 text-left text-base font-semibold hover:bg-paper" />
            </>
          ) : (
            <>
              <MenuItem to="/login">Login</MenuItem>
              <MenuItem to="/register">Register</MenuItem>
            </>
          )}
        </ul>
      </nav>
    </>
  );
}

const FOCUSABLE = "a[href], button:not([disabled]), input:not([disabled]), [tabindex]:not([tabindex='-1'])";
const focusables = (root: HTMLElement) => Array.from(root.querySelectorAll<HTMLElement>(FOCUSABLE));

function closePopover(element: HTMLElement) {
  try {
    if (element.matches(":popover-open")) element.hidePopover();
  } catch {
    // A browser (or jsdom) without popovers has nothing open to close.
  }
}

/** A link in a menu list: the side menu's look unless told otherwise (the desktop dropdown's). */
function MenuItem({
  to,
  end,
  className = "menu-link",
  children,
}: {
  to: string;
  end?: boolean;
  className?: string;
  children: React.ReactNode;
}) {
  return (
    <li>
      <NavLink to={to} end={end} className={className}>
        {children}
      </NavLink>
    </li>
  );
}

/**
 * A menu's last item, set apart by a rule. Logging out changes state, so it
 * is a POST (a plain form without JavaScript); GET /logout only asks.
 */
function LogoutItem({ className }: { className: string }) {
  return (
    <li className="mt-1 border-t border-line pt-1">
      <Form method="post" action="/logout">
        <button type="submit" className={className}>
          Logout
        </button>
      </Form>
    </li>
  );
}
