import type { Screen } from "@contract/endpoints/screens";
import { SCREEN_PROBLEM_WORDS } from "@contract/screen-problems";
import { MY_SCREENS_TEXTS } from "@contract/screens";
import { SHOW_NOW_TEXTS } from "@contract/show-now";
import { cleanup, render, screen } from "@testing-library/react";
import { createRoutesStub } from "react-router";
import { describe, expect, it } from "vitest";
import { ScreenCard } from "./screen-card";

/** A screen's card in its states: what the API knows of it, and the fallbacks where it knows nothing. */
const base: Screen = {
  screen_id: "scr1",
  name: null,
  status: "offline",
  now_showing: null,
  last_seen_at: null,
  linked_at: "2026-11-20T10:00:00.000Z",
  runtime_today: 0,
  runtime_month: 0,
  runtime_total: 0,
  browser: null,
  os: null,
  resolution: null,
  last_problem: null,
};

function renderCard(card: Screen, look?: { title: string; thumb: string | null }, showCard: string | null = null) {
  const Stub = createRoutesStub([
    {
      path: "/accounts/acc1/screens",
      Component: () => (
        <ScreenCard screen={card} look={look} lastResult={undefined} timeZone="Europe/Berlin" card={showCard} />
      ),
    },
  ]);
  render(<Stub initialEntries={["/accounts/acc1/screens"]} />);
  return screen.getByRole("article");
}

describe("ScreenCard", () => {
  it("says what it does not know: an unnamed, offline screen never seen, showing nothing", () => {
    const card = renderCard(base);
    expect(card).toHaveAccessibleName(MY_SCREENS_TEXTS.unnamed);
    expect(card.querySelector("[data-status]")).toHaveTextContent("Offline");
    expect(screen.getByTestId("now-showing")).toHaveTextContent(MY_SCREENS_TEXTS.showingNothing);
    expect(screen.queryByRole("img")).not.toBeInTheDocument();
    expect(screen.getByText(MY_SCREENS_TEXTS.never)).toBeInTheDocument();
    expect(screen.getAllByText(MY_SCREENS_TEXTS.notAvailable)).toHaveLength(2);
    expect(screen.getByLabelText(MY_SCREENS_TEXTS.nameLabel)).toHaveAttribute(
      "placeholder",
      MY_SCREENS_TEXTS.namePlaceholder,
    );
    expect(
      screen.getByRole("link", { name: `${MY_SCREENS_TEXTS.remove} ${MY_SCREENS_TEXTS.unnamed}` }),
    ).toHaveAttribute("href", "/accounts/acc1/screens?dialog=remove-scr1");
  });

  it("names the card an online screen shows instead of slides (issue 34), and nothing for one that is offline", () => {
    const closed = SHOW_NOW_TEXTS.closedCard("Sat 09:00");
    renderCard({ ...base, status: "playing" }, undefined, closed);
    expect(screen.getByTestId("now-showing")).toHaveTextContent(closed);
    cleanup();
    renderCard(base, undefined, closed);
    expect(screen.getByTestId("now-showing")).toHaveTextContent(MY_SCREENS_TEXTS.showingNothing);
  });

  it("shows a playing screen's slide under its style's title, its runtimes in English and its facts", () => {
    const card = renderCard(
      {
        ...base,
        name: "Window TV",
        status: "playing",
        now_showing: {
          kind: "style",
          style_id: "sty1",
          ad_id: null,
          src: "/media/sty1/thumb.webp",
          since: "2026-11-26T10:00:00.000Z",
        },
        last_seen_at: "2026-11-26T10:00:05.000Z",
        runtime_today: 754,
        runtime_month: 3900,
        runtime_total: 45,
        browser: "Chrome 87",
        os: "Android 9",
        resolution: "1920x1080",
      },
      { title: "Long, red", thumb: "/media/sty1/thumb.webp" },
    );
    expect(card).toHaveAccessibleName("Window TV");
    expect(card.querySelector("[data-status]")).toHaveTextContent("Playing");
    expect(screen.getByRole("img", { name: "Long, red" })).toHaveAttribute("src", "/media/sty1/thumb.webp");
    expect(screen.getByText("12 min")).toBeInTheDocument();
    expect(screen.getByText("1 h 5 min")).toBeInTheDocument();
    expect(screen.getByText("45 s")).toBeInTheDocument();
    // Dates stay de-DE, in Berlin's time.
    expect(screen.getByText("26.11.2026, 11:00")).toBeInTheDocument();
    expect(screen.getByText("Chrome 87 on Android 9")).toBeInTheDocument();
    expect(screen.getByLabelText(MY_SCREENS_TEXTS.nameLabel)).toHaveValue("Window TV");
  });

  it("names an ad as one", () => {
    renderCard({
      ...base,
      status: "playing",
      now_showing: {
        kind: "ad",
        style_id: null,
        ad_id: "ad1",
        src: "/media/ads/ad1.webp",
        since: base.last_seen_at ?? "",
      },
    });
    expect(screen.getByRole("img", { name: MY_SCREENS_TEXTS.ad })).toHaveAttribute("src", "/media/ads/ad1.webp");
  });
});

describe("ScreenCard's last problem (issue 34)", () => {
  it("says how long ago and what went wrong, in the owner's words", () => {
    const at = new Date(Date.now() - 2 * 60_000 - 5_000).toISOString();
    renderCard({
      ...base,
      last_problem: { kind: "media", message: "video /media/a.mp4", at, browser: "Chrome 87", count: 3 },
    });
    expect(screen.getByTestId("last-problem")).toHaveTextContent(
      `${SCREEN_PROBLEM_WORDS.title}: 2 min ago — ${SCREEN_PROBLEM_WORDS.media.video}`,
    );
  });

  it("says nothing of a screen that never had one", () => {
    renderCard(base);
    expect(screen.queryByTestId("last-problem")).not.toBeInTheDocument();
  });
});
