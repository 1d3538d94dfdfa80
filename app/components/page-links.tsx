import { createContext, use } from "react";
import {
  type LinkProps,
  type NavLinkProps,
  Link as RouterLink,
  NavLink as RouterNavLink,
  useLocation,
} from "react-router";

/** Whether this page runs React Router in the browser: root.tsx provides it (the visitor pages do not, issue 10). */
export const PageScripts = createContext(true);

type PlainLinkProps = Omit<LinkProps, "to"> & { to: string };

/** Router-only props that a plain anchor must not carry into the HTML. */
function anchorProps({
  to,
  discover: _discover,
  prefetch: _prefetch,
  reloadDocument: _reloadDocument,
  replace: _replace,
  state: _state,
  preventScrollReset: _preventScrollReset,
  relative: _relative,
  viewTransition: _viewTransition,
  ...anchor
}: PlainLinkProps) {
  return { href: to, ...anchor };
}

/**
 * React Router's Link where the page runs it; a plain anchor on a page that
 * ships no script, where a Link could only render the same `<a>` and its
 * hooks (resolving the path against the matched routes) took an eighth of
 * the page's server time. Paths are absolute strings here.
 */
export function Link(props: PlainLinkProps) {
  return use(PageScripts) ? <RouterLink {...props} /> : <a {...anchorProps(props)} />;
}

/** NavLink, likewise: a plain anchor marks itself `aria-current="page"` as React Router's does. */
export function NavLink({ end, className, ...props }: Omit<NavLinkProps, "to"> & { to: string }) {
  const { pathname } = useLocation();
  const scripts = use(PageScripts);
  if (scripts) return <RouterNavLink end={end} className={className} {...props} />;
  const isActive = isActivePath(pathname, props.to, end);
  const { children, style, ...rest } = props;
  const state = { isActive, isPending: false, isTransitioning: false };
  return (
    <a
      {...anchorProps(rest)}
      aria-current={isActive ? "page" : undefined}
      className={typeof className === "function" ? className(state) : className}
      style={typeof style === "function" ? style(state) : style}
    >
      {typeof children === "function" ? children(state) : children}
    </a>
  );
}

/** React Router's rule: the same path, or (without `end`) a path below it. */
export function isActivePath(currentPath: string, to: string, end = false) {
  const pathname = currentPath.toLowerCase();
  const lowered = to.toLowerCase();
  const target = lowered.length > 1 && lowered.endsWith("/") ? lowered.slice(0, -1) : lowered;
  if (pathname === target) return true;
  return !end && target !== "/" && pathname.startsWith(`${target}/`);
}
