import { useForm } from "@conform-to/react";
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { renderToString } from "react-dom/server";
import { createRoutesStub } from "react-router";
import { describe, expect, it } from "vitest";
import { checkboxProps, IntentForm, SubmitButton } from "./form-field";
import { Section } from "./section";

/** Renders `element` as the page of a stubbed route (the button reads the router's navigation). */
function renderInRoute(element: React.ReactNode) {
  const Stub = createRoutesStub([{ path: "/", Component: () => element }]);
  return render(<Stub />);
}

describe("SubmitButton", () => {
  it("says what it is doing and cannot be pressed twice while pending", async () => {
    renderInRoute(
      <SubmitButton pending pendingLabel="Saving…">
        Save
      </SubmitButton>,
    );
    const button = await screen.findByRole("button", { name: "Saving…" });
    expect(button).toBeDisabled();
    expect(button).toHaveAttribute("type", "submit");
  });

  it("waits for ready only once hydrated: the server's HTML leaves it enabled", async () => {
    const button = (
      <SubmitButton pending={false} pendingLabel="Saving…" ready={false}>
        Save
      </SubmitButton>
    );
    const Stub = createRoutesStub([{ path: "/", Component: () => button }]);
    expect(renderToString(<Stub />)).not.toContain("disabled");
    renderInRoute(button);
    expect(await screen.findByRole("button", { name: "Save" })).toBeDisabled();
  });

  it("shows its IntentForm's submission pending, not another form's", async () => {
    const Page = () => {
      const [invite] = useForm({ id: "invite" });
      const [cancel] = useForm({ id: "cancel" });
      return (
        <>
          <IntentForm form={invite} intent="invite">
            <SubmitButton pendingLabel="Sending…">Send</SubmitButton>
          </IntentForm>
          <IntentForm form={cancel} intent="cancel">
            <SubmitButton pendingLabel="Cancelling…">Cancel</SubmitButton>
          </IntentForm>
        </>
      );
    };
    let finish = () => {};
    const Stub = createRoutesStub([
      { path: "/", Component: Page, action: () => new Promise<null>((resolve) => (finish = () => resolve(null))) },
    ]);
    render(<Stub />);
    await userEvent.click(await screen.findByRole("button", { name: "Send" }));
    expect(await screen.findByRole("button", { name: "Sending…" })).toBeDisabled();
    expect(screen.getByRole("button", { name: "Cancel" })).toBeEnabled();
    finish();
    expect(await screen.findByRole("button", { name: "Send" })).toBeEnabled();
  });
});

describe("checkboxProps", () => {
  const field = { id: "f-agree", name: "agree", errorId: "f-agree-error" };

  it("posts 'on' when ticked and ties an error to the box", () => {
    expect(checkboxProps({ ...field, errors: ["Tick it"] }, true)).toEqual({
      id: "f-agree",
      name: "agree",
      type: "checkbox",
      value: "on",
      defaultChecked: true,
      "aria-invalid": true,
      "aria-describedby": "f-agree-error",
    });
  });

  it("claims no error while there is none", () => {
    expect(checkboxProps(field, false)).toMatchObject({ "aria-invalid": undefined, "aria-describedby": undefined });
  });
});

describe("Section", () => {
  it("is a region named by its heading, at the level asked for", () => {
    render(
      <Section title="Admin actions" level={3} intro="Newest first" aside={<button type="button">Approve</button>}>
        <p>Rows</p>
      </Section>,
    );
    const region = screen.getByRole("region", { name: "Admin actions" });
    expect(screen.getByRole("heading", { level: 3, name: "Admin actions" })).toBeInTheDocument();
    expect(region).toHaveTextContent("Newest first");
    expect(region).toContainElement(screen.getByRole("button", { name: "Approve" }));
  });
});
