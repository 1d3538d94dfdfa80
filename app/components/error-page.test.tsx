import { MESSAGES } from "@contract/messages";
import { render, screen } from "@testing-library/react";
import { createRoutesStub, data, useRouteError } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { ErrorPage } from "./error-page";

function Boundary() {
  return <ErrorPage error={useRouteError()} />;
}

/** A layout route with the ErrorBoundary every layout has, and a tab whose loader throws `error`. */
function renderThrowing(error: unknown) {
  const Stub = createRoutesStub([
    {
      path: "/",
      Component: () => <p>Layout</p>,
      ErrorBoundary: Boundary,
      loader: () => {
        throw error;
      },
    },
  ]);
  render(<Stub initialEntries={["/"]} />);
}

describe("ErrorPage", () => {
  // It logs what it caught in development.
  beforeEach(() => {
    vi.spyOn(console, "error").mockImplementation(() => {});
  });
  afterEach(() => vi.restoreAllMocks());

  it("shows the not-found page for a 404 (e.g. another user's account)", async () => {
    renderThrowing(data(null, { status: 404 }));
    expect(await screen.findByRole("heading", { name: "PAGE NOT FOUND" })).toBeInTheDocument();
  });

  it("shows the message thrown with the error: the network message when the API is down", async () => {
    renderThrowing(data({ message: MESSAGES.networkError }, { status: 503 }));
    expect(await screen.findByRole("heading", { name: "Something went wrong" })).toBeInTheDocument();
    expect(screen.getByText(MESSAGES.networkError)).toBeInTheDocument();
  });

  it("reads the message of a thrown JSON Response too (readForm's 400 and 415)", async () => {
    renderThrowing(Response.json({ message: MESSAGES.formUnreadable }, { status: 400 }));
    expect(await screen.findByText(MESSAGES.formUnreadable)).toBeInTheDocument();
  });

  it.each([
    ["an Error", new Error("SQLITE_BUSY: database is locked")],
    ["an error response without a message", data(null, { status: 502 })],
  ])("never shows the text of %s: the server message instead", async (_, error) => {
    renderThrowing(error);
    expect(await screen.findByText(MESSAGES.serverError)).toBeInTheDocument();
    expect(screen.queryByText(/SQLITE/)).not.toBeInTheDocument();
  });
});
