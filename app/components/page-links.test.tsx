import { render, screen } from "@testing-library/react";
import { createRoutesStub } from "react-router";
import { describe, expect, it } from "vitest";
import { isActivePath, Link, NavLink, PageScripts } from "./page-links";

function Links() {
  return (
    <nav>
      <Link to="/cookies" className="plain" prefetch="intent" replace>
        Cookies
      </Link>
      <NavLink to="/explore" className={({ isActive }) => (isActive ? "on" : "off")}>
        Explore
      </NavLink>
      <NavLink to="/" end>
        Home
      </NavLink>
    </nav>
  );
}

function renderAt(path: string, scripts: boolean) {
  const Stub = createRoutesStub([
    {
      path: "*",
      Component: () => (
        <PageScripts value={scripts}>
          <Links />
        </PageScripts>
      ),
    },
  ]);
  render(<Stub initialEntries={[path]} />);
}

describe("page links", () => {
  it("are plain anchors on a page without scripts, marking the current one as React Router would", () => {
    renderAt("/explore/berlin", false);
    const cookies = screen.getByRole("link", { name: "Cookies" });
    expect(cookies.outerHTML).toBe('<a href="/cookies" class="plain">Cookies</a>');
    const explore = screen.getByRole("link", { name: "Explore" });
    expect(explore).toHaveAttribute("aria-current", "page");
    expect(explore).toHaveClass("on");
    expect(screen.getByRole("link", { name: "Home" })).not.toHaveAttribute("aria-current");
  });

  it("are React Router's links where the page runs it", () => {
    renderAt("/", true);
    expect(screen.getByRole("link", { name: "Cookies" })).toHaveAttribute("data-discover", "true");
    expect(screen.getByRole("link", { name: "Explore" })).toHaveClass("off");
    expect(screen.getByRole("link", { name: "Home" })).toHaveAttribute("aria-current", "page");
  });
});

describe("isActivePath", () => {
  it.each([
    ["/explore", "/explore", false, true],
    ["/explore/berlin", "/explore", false, true],
    ["/explore/berlin", "/explore", true, false],
    ["/explorer", "/explore", false, false],
    ["/Explore", "/explore/", false, true],
    ["/admin", "/", false, false],
    ["/", "/", true, true],
  ])("%s under %s (end: %s) is %s", (pathname, to, end, active) => {
    expect(isActivePath(pathname, to, end)).toBe(active);
  });
});
