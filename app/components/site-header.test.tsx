import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createContext, useContext } from "react";
import { createRoutesStub, Outlet } from "react-router";
import { beforeAll, describe, expect, it } from "vitest";
import type { RouteHandle } from "~/lib/route-handle";
import { SiteHeader, type Viewer } from "./site-header";

const MEMBER: Viewer = { accountId: "acc-42", name: "ada", isAdmin: false };
const ADMIN: Viewer = { accountId: "acc-1", name: "Root", isAdmin: true };

const handle = (header: RouteHandle["header"]): RouteHandle => ({ header });

const CurrentViewer = createContext<Viewer | null>(null);

function Layout() {
  return (
    <>
      <SiteHeader viewer={useContext(CurrentViewer)} />
      <Outlet />
    </>
  );
}

const text = (content: string) => () => <p>{content}</p>;

const Stub = createRoutesStub([
  {
    path: "/",
    Component: Layout,
    children: [
      { index: true, Component: text("Home page") },
      {
        path: "gallery",
        handle: handle("overlay"),
        Component: Outlet,
        children: [
          { index: true, Component: text("Gallery") },
          { path: "fullscreen", handle: handle("hidden"), Component: text("Fullscreen") },
          { path: "details", handle: handle("solid"), Component: text("Details") },
          { path: "other", handle: { title: "not a header" }, Component: text("Other") },
        ],
      },
      { path: "*", Component: text("Some page") },
    ],
  },
]);

function renderHeader(viewer: Viewer | null, url = "/") {
  return render(
    <CurrentViewer.Provider value={viewer}>
      <Stub initialEntries={[url]} />
    </CurrentViewer.Provider>,
  );
}

const mainNav = () => screen.getByRole("navigation", { name: "Main" });
/**
 * The side menu is a popover, which jsdom (like a browser) hides until opened,
 * and jsdom cannot open one (no showPopover): show it as if open, so queries
 * see it the way a visitor who opened it does.
 */
beforeAll(() => {
  const style = document.createElement("style");
  style.textContent = "[popover] { display: flex !important; }";
  document.head.appendChild(style);
});
const mobileNav = () => screen.getByRole("navigation", { name: "Mobile" });
/** Logout is a POST to /logout (a form button), never a link a prefetch or crawler could follow. */
function expectLogoutForm(button: HTMLElement) {
  expect(button).toHaveAttribute("type", "submit");
  const form = button.closest("form");
  expect(form).toHaveAttribute("method", "post");
  expect(form).toHaveAttribute("action", "/logout");
}

const hrefs = (nav: HTMLElement) =>
  within(nav)
    .getAllByRole("link")
    .map((link) => link.getAttribute("href"));

/** A logged-in viewer's own pages, in menu order: the account, the portfolios, the QR code. */
const ownPages = (accountId: string) => [`/accounts/${accountId}`, `/${accountId}/portfolios`, `/${accountId}/qr_code`];

describe("SiteHeader", () => {
  it("links the logo home", () => {
    renderHeader(null);
    expect(screen.getByRole("link", { name: "Stylecast home" })).toHaveAttribute("href", "/");
  });

  describe("logged out", () => {
    it("offers Login and Register, and no Logout, Admin or user menu", () => {
      renderHeader(null);
      const nav = within(mainNav());
      expect(nav.getByRole("link", { name: "Login" })).toHaveAttribute("href", "/login");
      expect(nav.getByRole("link", { name: "Register" })).toHaveAttribute("href", "/register");
      expect(nav.getByRole("link", { name: "Explore" })).toHaveAttribute("href", "/explore");
      expect(nav.queryByRole("button", { name: "Logout" })).not.toBeInTheDocument();
      expect(nav.queryByRole("link", { name: "Admin" })).not.toBeInTheDocument();
      expect(nav.queryByRole("link", { name: "My account" })).not.toBeInTheDocument();
      expect(hrefs(mainNav())).toEqual(["/explore", "/login", "/register"]);
    });

    it("has the same rules in the mobile menu", () => {
      renderHeader(null);
      expect(within(mobileNav()).getByText("Welcome")).toBeInTheDocument();
      expect(hrefs(mobileNav())).toEqual(["/", "/explore", "/login", "/register"]);
    });
  });

  describe("logged in", () => {
    it("shows the user menu with the viewer's links and Logout, not Login, Register or Admin", () => {
      renderHeader(MEMBER);
      const nav = within(mainNav());
      expect(nav.getByText("ada", { selector: "summary" })).toBeInTheDocument();
      expect(nav.getByText("A")).toBeInTheDocument();
      expect(nav.getByRole("link", { name: "My account" })).toHaveAttribute("href", "/accounts/acc-42");
      expect(nav.getByRole("link", { name: "Portfolios" })).toHaveAttribute("href", "/acc-42/portfolios");
      expect(nav.getByRole("link", { name: "QR code" })).toHaveAttribute("href", "/acc-42/qr_code");
      expectLogoutForm(nav.getByRole("button", { name: "Logout" }));
      expect(nav.queryByRole("link", { name: "Login" })).not.toBeInTheDocument();
      expect(nav.queryByRole("link", { name: "Register" })).not.toBeInTheDocument();
      expect(nav.queryByRole("link", { name: "Admin" })).not.toBeInTheDocument();
    });

    it("has the same rules in the mobile menu", () => {
      renderHeader(MEMBER);
      expect(within(mobileNav()).getByText("Hi, ada")).toBeInTheDocument();
      expect(hrefs(mobileNav())).toEqual(["/", "/explore", ...ownPages("acc-42")]);
      expectLogoutForm(within(mobileNav()).getByRole("button", { name: "Logout" }));
    });

    it("shows Admin to an admin, in both menus", () => {
      renderHeader(ADMIN);
      expect(within(mainNav()).getByRole("link", { name: "Admin" })).toHaveAttribute("href", "/admin");
      expectLogoutForm(within(mainNav()).getByRole("button", { name: "Logout" }));
      expect(hrefs(mobileNav())).toEqual(["/", "/explore", "/admin", ...ownPages("acc-1")]);
      expectLogoutForm(within(mobileNav()).getByRole("button", { name: "Logout" }));
    });
  });

  it("marks the current page in the main navigation", () => {
    renderHeader(ADMIN, "/explore");
    expect(within(mainNav()).getByRole("link", { name: "Explore" })).toHaveAttribute("aria-current", "page");
    expect(within(mainNav()).getByRole("link", { name: "Admin" })).not.toHaveAttribute("aria-current");
  });

  it("closes the open user menu after a client navigation", async () => {
    const user = userEvent.setup();
    renderHeader(MEMBER);
    const menu = within(mainNav()).getByText("ada", { selector: "summary" }).closest("details") as HTMLDetailsElement;
    menu.open = true;
    await user.click(within(mainNav()).getByRole("link", { name: "Portfolios" }));
    expect(await screen.findByText("Some page")).toBeInTheDocument();
    expect(menu).not.toHaveAttribute("open");
  });

  describe("side menu", () => {
    it("is a popover the Menu button opens and a close button inside closes, without JavaScript", () => {
      renderHeader(MEMBER);
      const nav = mobileNav();
      expect(nav).toHaveAttribute("popover", "auto");
      const toggle = screen.getByRole("button", { name: "Menu" });
      expect(toggle).toHaveAttribute("popovertarget", nav.id);
      const close = within(nav).getByRole("button", { name: "Close menu" });
      expect(close).toHaveAttribute("popovertarget", nav.id);
      expect(close).toHaveAttribute("popovertargetaction", "hide");
    });

    it("marks the current page", () => {
      renderHeader(MEMBER, "/explore");
      const nav = within(mobileNav());
      expect(nav.getByRole("link", { name: "Explore" })).toHaveAttribute("aria-current", "page");
      expect(nav.getByRole("link", { name: "Home" })).not.toHaveAttribute("aria-current");
    });

    it("marks Home only on the home page", () => {
      renderHeader(null, "/");
      const nav = within(mobileNav());
      expect(nav.getByRole("link", { name: "Home" })).toHaveAttribute("aria-current", "page");
      expect(nav.getByRole("link", { name: "Explore" })).not.toHaveAttribute("aria-current");
    });

    it("says the page behind is live once hydrated (the no-JavaScript CSS hides it otherwise)", () => {
      renderHeader(null);
      expect(mobileNav()).toHaveAttribute("data-hydrated");
    });
  });

  it("marks Login and Register as the current page on theirs", () => {
    renderHeader(null, "/login");
    expect(within(mainNav()).getByRole("link", { name: "Login" })).toHaveAttribute("aria-current", "page");
    expect(within(mainNav()).getByRole("link", { name: "Register" })).not.toHaveAttribute("aria-current");
  });

  describe("variant from the route's handle.header", () => {
    // `page`: what the matched stub route renders, so the row shows which route the header read.
    it.each([
      { url: "/", variant: "solid", page: "Home page" },
      { url: "/some/page", variant: "solid", page: "Some page" },
      { url: "/gallery", variant: "overlay", page: "Gallery" },
      { url: "/gallery/details", variant: "solid", page: "Details" },
      { url: "/gallery/other", variant: "overlay", page: "Other" },
    ])("at $url it is $variant", ({ url, variant, page }) => {
      renderHeader(MEMBER, url);
      expect(screen.getByText(page)).toBeInTheDocument();
      expect(screen.getByRole("banner")).toHaveAttribute("data-variant", variant);
    });

    it("renders nothing when the deepest route hides it", () => {
      renderHeader(MEMBER, "/gallery/fullscreen");
      expect(screen.getByText("Fullscreen")).toBeInTheDocument();
      expect(screen.queryByRole("banner")).not.toBeInTheDocument();
      expect(screen.queryByRole("navigation")).not.toBeInTheDocument();
    });
  });
});
