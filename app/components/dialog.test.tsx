import { act, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createContext, useContext } from "react";
import { renderToString } from "react-dom/server";
import { type ActionFunctionArgs, createRoutesStub, useLocation } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { AlertDialog, ConfirmDialog, PromptDialog } from "./dialog";

/**
 * jsdom has no HTMLDialogElement.showModal/close. These stand-ins follow the HTML
 * spec where the component relies on it: showModal throws on a dialog that is
 * already open, and close fires its `close` event in a later task, not at once.
 */
const showModal = vi.fn(function (this: HTMLDialogElement) {
  if (this.hasAttribute("open")) throw new DOMException("The dialog is already open.", "InvalidStateError");
  this.setAttribute("open", "");
});
/** `close` events queued by the stand-in and not yet fired. */
let pendingCloseEvents: Promise<void>[] = [];
const close = vi.fn(function (this: HTMLDialogElement) {
  if (!this.hasAttribute("open")) return;
  this.removeAttribute("open");
  pendingCloseEvents.push(
    new Promise((resolve) =>
      setTimeout(() => {
        this.dispatchEvent(new Event("close"));
        resolve();
      }, 0),
    ),
  );
});

beforeEach(() => {
  Object.assign(HTMLDialogElement.prototype, { showModal, close });
});

afterEach(() => {
  const prototype = HTMLDialogElement.prototype as Partial<HTMLDialogElement>;
  delete prototype.showModal;
  delete prototype.close;
  showModal.mockClear();
  close.mockClear();
  pendingCloseEvents = [];
});

/*
 * A <dialog> without `open` is hidden, so `queryByRole("dialog")` misses it even
 * while it is still in the page: "closed" is checked with `hidden: true`, which
 * proves the component removed it, not just that the stand-in dropped `open`.
 */

/** Fires the queued `close` events (no fixed sleep: it waits for exactly those) and lets React settle. */
const settle = () =>
  act(async () => {
    await Promise.all(pendingCloseEvents.splice(0));
  });

/** The dialog under test, rendered by the stubbed `/items` route. */
const Fixture = createContext<React.ReactNode>(null);

function ItemsPage() {
  const location = useLocation();
  return (
    <>
      {useContext(Fixture)}
      <output data-testid="location">{`${location.pathname}${location.search}`}</output>
    </>
  );
}

/** Form data the stubbed actions received. */
let submissions: Record<string, FormDataEntryValue>[] = [];
beforeEach(() => {
  submissions = [];
});

async function recordSubmission({ request }: ActionFunctionArgs) {
  submissions.push(Object.fromEntries(await request.formData()));
  return null;
}

const Stub = createRoutesStub([
  { path: "/items", Component: ItemsPage },
  { path: "/items/:id/delete", action: recordSubmission, Component: () => <p>Deleted page</p> },
  { path: "/items/:id/rename", action: recordSubmission, Component: () => <p>Renamed page</p> },
]);

function renderAt(element: React.ReactNode, url: string) {
  return render(
    <Fixture.Provider value={element}>
      <Stub initialEntries={[url]} />
    </Fixture.Provider>,
  );
}

const confirm = (
  <ConfirmDialog
    id="delete-item"
    trigger="Delete item"
    message="This removes the item for good."
    action="/items/7/delete"
    fields={{ intent: "delete", itemId: "7" }}
  />
);

/** Renders on the "server" (no effects, no event handlers) and puts the HTML in the page. */
function renderServerHtml(element: React.ReactNode, url: string) {
  const container = document.createElement("div");
  container.innerHTML = renderToString(
    <Fixture.Provider value={element}>
      <Stub initialEntries={[url]} />
    </Fixture.Provider>,
  );
  document.body.appendChild(container);
  return container;
}

afterEach(() => {
  document.body.innerHTML = "";
});

/** Renders the confirm dialog's page at `url` and clicks its trigger; the user goes on from there. */
async function openConfirm(url: string) {
  const user = userEvent.setup();
  renderAt(confirm, url);
  await user.click(screen.getByRole("link", { name: "Delete item" }));
  return user;
}

const expectNoDialog = () => expect(screen.queryByRole("dialog", { hidden: true })).not.toBeInTheDocument();

describe("ConfirmDialog", () => {
  it("renders closed, with a trigger link to ?dialog=<id> that keeps other parameters", () => {
    renderAt(confirm, "/items?page=2");
    expectNoDialog();
    expect(screen.queryByText("Are you sure?")).not.toBeInTheDocument();
    const trigger = screen.getByRole("link", { name: "Delete item" });
    expect(trigger).toHaveAttribute("aria-haspopup", "dialog");
    const href = new URL(trigger.getAttribute("href") ?? "", "http://localhost");
    expect(href.pathname).toBe("/items");
    expect(Object.fromEntries(href.searchParams)).toEqual({ page: "2", dialog: "delete-item" });
  });

  it("is rendered open by the server at ?dialog=<id>, working as a plain form and link", () => {
    const server = within(renderServerHtml(confirm, "/items?page=2&dialog=delete-item&q=x"));
    const dialog = server.getByRole("dialog", { name: "Are you sure?" });
    expect(dialog).toHaveAttribute("open");
    expect(dialog).toHaveTextContent("This removes the item for good.");

    const yes = within(dialog).getByRole("button", { name: "Yes" });
    expect(yes).toHaveAttribute("type", "submit");
    const form = yes.closest("form");
    expect(form).not.toBeNull();
    expect(form).toHaveAttribute("action", "/items/7/delete");
    expect(form).toHaveAttribute("method", "post");
    expect(form).toHaveFormValues({ intent: "delete", itemId: "7" });
    for (const input of form?.querySelectorAll("input") ?? []) expect(input).toHaveAttribute("type", "hidden");

    const no = within(dialog).getByRole("link", { name: "No" });
    expect(no).toHaveAttribute("href", "/items?page=2&q=x");
  });

  it("drops the query string from No when dialog was the only parameter", () => {
    const server = within(renderServerHtml(confirm, "/items?dialog=delete-item"));
    expect(server.getByRole("link", { name: "No" })).toHaveAttribute("href", "/items");
  });

  it("stays closed at ?dialog=<another id>", () => {
    const server = within(renderServerHtml(confirm, "/items?dialog=something-else"));
    expect(server.queryByRole("dialog", { hidden: true })).not.toBeInTheDocument();
  });

  it("turns the server-rendered dialog into a modal once JavaScript runs, and stays open", async () => {
    renderAt(confirm, "/items?dialog=delete-item");
    await settle();
    const dialog = screen.getByRole("dialog", { name: "Are you sure?" });
    expect(dialog).toHaveAttribute("open");
    expect(showModal).toHaveBeenCalledTimes(1);
    expect(showModal.mock.contexts[0]).toBe(dialog);
  });

  it("opens in place when the trigger is clicked, without navigating", async () => {
    await openConfirm("/items?page=2");
    await settle();
    const dialog = screen.getByRole("dialog", { name: "Are you sure?" });
    expect(dialog).toHaveAttribute("open");
    expect(showModal).toHaveBeenCalledTimes(1);
    expect(screen.getByTestId("location")).toHaveTextContent("/items?page=2");
  });

  it("closes in place when No is clicked", async () => {
    const user = await openConfirm("/items");
    await user.click(within(screen.getByRole("dialog")).getByRole("link", { name: "No" }));
    await settle();
    expectNoDialog();
    expect(screen.getByTestId("location")).toHaveTextContent(/^\/items$/);
  });

  it("closes a server-opened dialog when No is clicked", async () => {
    const user = userEvent.setup();
    renderAt(confirm, "/items?dialog=delete-item");
    await settle();
    await user.click(screen.getByRole("link", { name: "No" }));
    await settle();
    expectNoDialog();
  });

  it("follows the browser closing it (Escape or backdrop)", async () => {
    await openConfirm("/items");
    await settle();
    act(() => (screen.getByRole("dialog") as HTMLDialogElement).close());
    await settle();
    expectNoDialog();
  });

  it("submits its hidden fields to the action with Yes, and closes", async () => {
    const user = await openConfirm("/items");
    await user.click(screen.getByRole("button", { name: "Yes" }));
    expect(await screen.findByText("Deleted page")).toBeInTheDocument();
    expect(submissions).toEqual([{ intent: "delete", itemId: "7" }]);
    expectNoDialog();
  });

  it("takes a custom title", () => {
    const server = within(
      renderServerHtml(
        <ConfirmDialog id="wipe" trigger="Wipe" title="Wipe everything?" action="/items/1/delete" />,
        "/items?dialog=wipe",
      ),
    );
    expect(server.getByRole("dialog", { name: "Wipe everything?" })).toBeInTheDocument();
    expect(server.queryByText("Are you sure?")).not.toBeInTheDocument();
  });
});

describe("PromptDialog", () => {
  const prompt = (
    <PromptDialog
      id="rename"
      trigger="Rename"
      title="Rename portfolio"
      label="New name"
      name="styleName"
      defaultValue="Summer"
      action="/items/3/rename"
      fields={{ intent: "rename" }}
    />
  );

  it("is rendered open by the server with a labelled, required input, OK and Cancel", () => {
    const server = within(renderServerHtml(prompt, "/items?dialog=rename&tab=2"));
    const dialog = server.getByRole("dialog", { name: "Rename portfolio" });
    const input = within(dialog).getByLabelText("New name");
    expect(input).toHaveAttribute("name", "styleName");
    expect(input).toHaveValue("Summer");
    expect(input).toBeRequired();
    const ok = within(dialog).getByRole("button", { name: "OK" });
    expect(ok).toHaveAttribute("type", "submit");
    expect(ok.closest("form")).toHaveAttribute("action", "/items/3/rename");
    expect(ok.closest("form")).toHaveFormValues({ intent: "rename", styleName: "Summer" });
    expect(within(dialog).getByRole("link", { name: "Cancel" })).toHaveAttribute("href", "/items?tab=2");
  });

  it("leaves the input optional when required is false", () => {
    const server = within(
      renderServerHtml(
        <PromptDialog
          id="note"
          trigger="Note"
          title="Add a note"
          label="Note"
          name="note"
          required={false}
          action="/x"
        />,
        "/items?dialog=note",
      ),
    );
    expect(server.getByLabelText("Note")).not.toBeRequired();
  });

  it("opens from the trigger, submits what was typed and closes", async () => {
    const user = userEvent.setup();
    renderAt(prompt, "/items");
    expectNoDialog();
    await user.click(screen.getByRole("link", { name: "Rename" }));
    const input = screen.getByLabelText("New name");
    await user.clear(input);
    await user.type(input, "Winter sale");
    await user.click(screen.getByRole("button", { name: "OK" }));
    expect(await screen.findByText("Renamed page")).toBeInTheDocument();
    expect(submissions).toEqual([{ intent: "rename", styleName: "Winter sale" }]);
  });

  it("closes with Cancel", async () => {
    const user = userEvent.setup();
    renderAt(prompt, "/items");
    await user.click(screen.getByRole("link", { name: "Rename" }));
    expect(screen.getByRole("dialog", { name: "Rename portfolio" })).toBeInTheDocument();
    await user.click(screen.getByRole("link", { name: "Cancel" }));
    await settle();
    expectNoDialog();
  });
});

describe("AlertDialog", () => {
  const alert = <AlertDialog id="offline" trigger="Show alert" title="Heads up" message="Your slideshow is offline." />;

  it("opens from the trigger with its title and message, and OK closes it", async () => {
    const user = userEvent.setup();
    renderAt(alert, "/items");
    expectNoDialog();
    await user.click(screen.getByRole("link", { name: "Show alert" }));
    await settle();
    const dialog = screen.getByRole("dialog", { name: "Heads up" });
    expect(dialog).toHaveTextContent("Your slideshow is offline.");
    expect(within(dialog).queryByRole("button")).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole("link", { name: "OK" }));
    await settle();
    expectNoDialog();
  });

  it("is rendered open by the server, OK linking back without the dialog", () => {
    const server = within(renderServerHtml(alert, "/items?dialog=offline"));
    expect(server.getByRole("dialog", { name: "Heads up" })).toHaveAttribute("open");
    expect(server.getByRole("link", { name: "OK" })).toHaveAttribute("href", "/items");
  });
});
