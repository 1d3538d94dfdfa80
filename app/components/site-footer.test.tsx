import { render, screen, within } from "@testing-library/react";
import { createContext, useContext } from "react";
import { createRoutesStub } from "react-router";
import { describe, expect, it } from "vitest";
import { SiteFooter } from "./site-footer";

const LoggedIn = createContext(false);
const FooterRoute = () => <SiteFooter loggedIn={useContext(LoggedIn)} />;
const Stub = createRoutesStub([{ path: "*", Component: FooterRoute }]);

function renderFooter(loggedIn: boolean, url = "/") {
  return render(
    <LoggedIn.Provider value={loggedIn}>
      <Stub initialEntries={[url]} />
    </LoggedIn.Provider>,
  );
}

const links = (navName: string) =>
  within(screen.getByRole("navigation", { name: navName }))
    .getAllByRole("link")
    .map((link) => [link.textContent, link.getAttribute("href")]);

describe("SiteFooter", () => {
  it("offers Register and Login when logged out", () => {
    renderFooter(false);
    expect(links("Stylecast")).toEqual([
      ["Home", "/"],
      ["Explore", "/explore"],
      ["Register", "/register"],
      ["Login", "/login"],
    ]);
  });

  it("has no Register or Login when logged in", () => {
    renderFooter(true);
    expect(links("Stylecast")).toEqual([
      ["Home", "/"],
      ["Explore", "/explore"],
    ]);
    expect(screen.queryByRole("link", { name: "Register" })).not.toBeInTheDocument();
    expect(screen.queryByRole("link", { name: "Login" })).not.toBeInTheDocument();
  });

  it.each([false, true])("lists the legal pages (logged in: %s)", (loggedIn) => {
    renderFooter(loggedIn);
    expect(links("Legal")).toEqual([
      ["Imprint", "/imprint"],
      ["Data privacy", "/data-privacy"],
      ["Cookies", "/cookies"],
      ["Legal", "/legal"],
      ["Copyright", "/copyright"],
    ]);
  });

  it("marks the current page, and Home only on the home page", () => {
    renderFooter(false, "/imprint");
    expect(screen.getByRole("link", { name: "Imprint" })).toHaveAttribute("aria-current", "page");
    expect(screen.getByRole("link", { name: "Home" })).not.toHaveAttribute("aria-current");
    expect(screen.getByRole("link", { name: "Cookies" })).not.toHaveAttribute("aria-current");
  });

  it("shows the tagline and the copyright line", () => {
    renderFooter(false);
    const footer = screen.getByRole("contentinfo");
    expect(within(footer).getByText("keep your displays alive")).toBeInTheDocument();
    expect(within(footer).getByText(/© 2025/)).toHaveTextContent("© 2025 Stylecast. All rights reserved.");
  });

  it("has the FAQ trigger, linking to the dialog on the current page", () => {
    renderFooter(true, "/explore?page=2");
    const trigger = screen.getByRole("link", { name: "You've got a question?" });
    expect(trigger).toHaveAttribute("href", "/explore?page=2&dialog=faq");
  });
});
