import { render, screen } from "@testing-library/react";
import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { checkboxProps, SubmitButton } from "./form-field";
import { Section } from "./section";

describe("SubmitButton", () => {
  it("says what it is doing and cannot be pressed twice while pending", () => {
    render(
      <SubmitButton pending pendingLabel="Saving…">
        Save
      </SubmitButton>,
    );
    const button = screen.getByRole("button", { name: "Saving…" });
    expect(button).toBeDisabled();
    expect(button).toHaveAttribute("type", "submit");
  });

  it("waits for ready only once hydrated: the server's HTML leaves it enabled", () => {
    const html = renderToString(
      <SubmitButton pending={false} pendingLabel="Saving…" ready={false}>
        Save
      </SubmitButton>,
    );
    expect(html).not.toContain("disabled");
    render(
      <SubmitButton pending={false} pendingLabel="Saving…" ready={false}>
        Save
      </SubmitButton>,
    );
    expect(screen.getByRole("button", { name: "Save" })).toBeDisabled();
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
