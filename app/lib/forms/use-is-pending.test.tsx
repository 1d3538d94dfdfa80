import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createRoutesStub, Form, Outlet } from "react-router";
import { describe, expect, it } from "vitest";
import { useIsPending } from "./use-is-pending";

function PendingForms() {
  const saving = useIsPending();
  const inviting = useIsPending({ intent: "invite" });
  const elsewhere = useIsPending({ formAction: "/elsewhere" });
  return (
    <>
      <Form method="post">
        <button type="submit">{saving ? "Saving…" : "Save"}</button>
      </Form>
      <Form method="post">
        <input type="hidden" name="intent" value="invite" />
        <button type="submit">{inviting ? "Inviting…" : "Invite"}</button>
      </Form>
      <Form method="post" action="/elsewhere">
        <button type="submit">{elsewhere ? "Posting elsewhere…" : "Post elsewhere"}</button>
      </Form>
    </>
  );
}

/** Actions that never answer, so the submission stays in flight. */
function renderStub(path: string) {
  const hang = () => new Promise<never>(() => {});
  const Stub = createRoutesStub([
    {
      path: "/accounts/:id",
      Component: Outlet,
      children: [
        // An index route: its own form posts to `?index`, which the hook must match.
        { index: true, Component: PendingForms, action: hang },
        { path: "settings", Component: PendingForms, action: hang },
      ],
    },
    { path: "/elsewhere", action: hang },
  ]);
  render(<Stub initialEntries={[path]} />);
}

describe("useIsPending", () => {
  it.each(["/accounts/a1", "/accounts/a1/settings"])(
    "is true while this route's own form is in flight (%s)",
    async (path) => {
      renderStub(path);
      await userEvent.click(await screen.findByRole("button", { name: "Save" }));
      expect(await screen.findByRole("button", { name: "Saving…" })).toBeInTheDocument();
      // The other forms of the page are not pending: "Invite" is to the same action, but another intent.
      expect(screen.getByRole("button", { name: "Invite" })).toBeInTheDocument();
      expect(screen.getByRole("button", { name: "Post elsewhere" })).toBeInTheDocument();
    },
  );

  it("tells the forms of one action apart by their intent", async () => {
    renderStub("/accounts/a1/settings");
    await userEvent.click(await screen.findByRole("button", { name: "Invite" }));
    expect(await screen.findByRole("button", { name: "Inviting…" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Saving…" })).toBeInTheDocument();
  });

  it("follows another action when given its formAction", async () => {
    renderStub("/accounts/a1/settings");
    await userEvent.click(await screen.findByRole("button", { name: "Post elsewhere" }));
    expect(await screen.findByRole("button", { name: "Posting elsewhere…" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Save" })).toBeInTheDocument();
  });
});
