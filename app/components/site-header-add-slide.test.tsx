import { render, screen, within } from "@testing-library/react";
import { createContext, useContext } from "react";
import { createRoutesStub } from "react-router";
import { describe, expect, it } from "vitest";
import { SiteHeader, type Viewer } from "./site-header";

/** Spec §2: the add-slide shortcut shows only when the account has company, avatar and address. */
const CurrentViewer = createContext<Viewer | null>(null);

function Page() {
  return <SiteHeader viewer={useContext(CurrentViewer)} />;
}

const Stub = createRoutesStub([{ path: "/", Component: Page }]);

function renderHeader(viewer: Viewer | null) {
  render(
    <CurrentViewer.Provider value={viewer}>
      <Stub />
    </CurrentViewer.Provider>,
  );
}

const shortcuts = () => screen.queryAllByRole("link", { name: "Add a slide", hidden: true });

describe("the header's add-slide shortcut", () => {
  it("links to the account's style editor, in the main and the mobile menu", () => {
    renderHeader({ accountId: "acc-7", name: "Sam", isAdmin: false, canAddSlide: true });
    expect(shortcuts()).toHaveLength(2);
    for (const link of shortcuts()) expect(link).toHaveAttribute("href", "/acc-7/styles");
    // The main menu's shortcut is in view at once, not folded into the user menu.
    expect(
      within(screen.getByRole("navigation", { name: "Main" })).getByRole("link", { name: "Add a slide" }),
    ).toBeVisible();
  });

  it.each([
    [
      "an account without company, avatar or address",
      { accountId: "a", name: "Sam", isAdmin: false, canAddSlide: false },
    ],
    ["a session from before the shortcut existed", { accountId: "a", name: "Sam", isAdmin: false }],
    ["a visitor", null],
  ])("is absent for %s", (_, viewer) => {
    renderHeader(viewer);
    expect(shortcuts()).toHaveLength(0);
  });
});
