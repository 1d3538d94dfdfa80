import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { ErrorSummary, errorSummaryItems } from "./error-summary";

const items = [
  { message: "The API could not be reached" },
  { fieldId: "profile-city", message: "City cannot be empty" },
];

describe("ErrorSummary", () => {
  it("renders nothing without problems", () => {
    const { container } = render(<ErrorSummary items={[]} />);
    expect(container).toBeEmptyDOMElement();
  });

  it("is a focusable alert named by its title, each field error a link to the field", () => {
    render(<ErrorSummary id="problems" title="Your changes were not saved" items={items} />);
    const summary = screen.getByRole("alert", { name: "Your changes were not saved" });
    expect(summary).toHaveAttribute("tabindex", "-1");
    expect(within(summary).getByText("The API could not be reached")).not.toHaveAttribute("href");
    expect(within(summary).getByRole("link", { name: "City cannot be empty" })).toHaveAttribute(
      "href",
      "#profile-city",
    );
  });

  it("is focused on load in the server's HTML (a form posted without JavaScript)", () => {
    const html = renderToString(<ErrorSummary items={items} />);
    expect(html).toMatch(/<div[^>]*role="alert"[^>]*autofocus=""/);
  });

  it("with JavaScript, a link puts the focus into its field", async () => {
    render(
      <>
        <ErrorSummary items={items} />
        <label htmlFor="profile-city">City</label>
        <input id="profile-city" />
      </>,
    );
    await userEvent.click(screen.getByRole("link", { name: "City cannot be empty" }));
    expect(screen.getByLabelText("City")).toHaveFocus();
  });
});

describe("errorSummaryItems", () => {
  it("lists the form's errors, then each field's in the order given, naming a field its message does not", () => {
    expect(
      errorSummaryItems(
        ["Network error"],
        [
          { field: { id: "f-city", errors: ["City cannot be empty"] }, label: "City" },
          { field: { id: "f-state", errors: undefined }, label: "State" },
          { field: { id: "f-domain", errors: ["Enter a valid web address"] }, label: "Website" },
        ],
      ),
    ).toEqual([
      { message: "Network error" },
      { fieldId: "f-city", message: "City cannot be empty" },
      { fieldId: "f-domain", message: "Website: Enter a valid web address" },
    ]);
  });

  it("lists a field's message once when two of its checks failed with the same words", () => {
    const format = "TV code: enter the 6 letters and digits shown on the TV";
    expect(errorSummaryItems([], [{ field: { id: "f-code", errors: [format, format] }, label: "TV code" }])).toEqual([
      { fieldId: "f-code", message: format },
    ]);
  });
});
