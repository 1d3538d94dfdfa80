import { PASSWORD_MESSAGES, PASSWORD_RULES } from "@contract/password-rules";
import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { renderToString } from "react-dom/server";
import { describe, expect, it, vi } from "vitest";
import type { FieldLike } from "./form-field";
import { confirmationFeedback, PasswordFields, passwordFeedback } from "./password-fields";

const field = (name: string, errors?: string[]): FieldLike => ({
  id: `f-${name}`,
  name,
  errorId: `f-${name}-error`,
  descriptionId: `f-${name}-description`,
  errors,
});

function renderFields({
  passwordErrors,
  confirmationErrors,
  onReadyChange,
}: {
  passwordErrors?: string[];
  confirmationErrors?: string[];
  onReadyChange?: (ready: boolean) => void;
} = {}) {
  render(
    <PasswordFields
      password={field("password", passwordErrors)}
      confirmation={field("password_confirmation", confirmationErrors)}
      onReadyChange={onReadyChange}
    />,
  );
  return {
    user: userEvent.setup(),
    password: screen.getByLabelText("Password"),
    confirmation: screen.getByLabelText("Password confirmation"),
  };
}

const ruleState = (id: string) =>
  screen.getByRole("list", { name: "Password rules" }).querySelector(`[data-rule="${id}"]`);

describe("password feedback (spec §5)", () => {
  it.each([
    ["", {}],
    ["abc", {}],
    ["abcdefg", {}],
    ["abcdefgh", { error: PASSWORD_MESSAGES.invalid }],
    ["Abc#1", { success: PASSWORD_MESSAGES.valid }],
    ["Abcdefgh#1", { success: PASSWORD_MESSAGES.valid }],
    ["Abcdefgh#1Abcdefgh#1x", { error: PASSWORD_MESSAGES.invalid }],
  ])("%j gives %j", (password, expected) => {
    expect(passwordFeedback(password)).toEqual(expected);
  });

  it.each([
    ["Abc#1", "", false, {}],
    ["Abc#1", "", true, { error: PASSWORD_MESSAGES.confirmationEmpty }],
    ["Abc#1", "Abc#1", true, { success: PASSWORD_MESSAGES.matching }],
    ["Abcdefgh#1", "Abcdefg", true, {}],
    ["Abcdefgh#1", "Abcdefgh", true, { error: PASSWORD_MESSAGES.notMatching }],
  ])("confirmation of %j with %j (touched %j) gives %j", (password, confirmation, touched, expected) => {
    expect(confirmationFeedback(password, confirmation, touched)).toEqual(expected);
  });
});

describe("PasswordFields", () => {
  it("lists every rule of password-rules.ts with a neutral bullet before anything is typed", () => {
    renderFields();
    const items = within(screen.getByRole("list", { name: "Password rules" })).getAllByRole("listitem");
    expect(items.map((item) => item.textContent)).toEqual(PASSWORD_RULES.map((rule) => `•${rule.label}`));
    for (const item of items) expect(item).toHaveAttribute("data-state", "unknown");
  });

  it("marks the rules again once a password is typed, and goes neutral when it is cleared", async () => {
    const { user, password } = renderFields();
    await user.type(password, "a");
    expect(ruleState("uppercase")).toHaveAttribute("data-state", "failed");
    expect(ruleState("uppercase")).toHaveTextContent("✗");
    await user.clear(password);
    expect(ruleState("uppercase")).toHaveAttribute("data-state", "unknown");
  });

  it("ticks each rule live as it is met", async () => {
    const { user, password } = renderFields();
    await user.type(password, "abc");
    expect(ruleState("lowercase")).toHaveAttribute("data-state", "passed");
    expect(ruleState("lowercase")).toHaveTextContent("✓");
    for (const id of ["length", "digit", "uppercase", "symbol"]) {
      expect(ruleState(id)).toHaveAttribute("data-state", "failed");
    }
    await user.type(password, "D1@");
    for (const rule of PASSWORD_RULES) expect(ruleState(rule.id)).toHaveAttribute("data-state", "passed");
  });

  it("says 'Password pattern match!' for a valid password", async () => {
    const { user, password } = renderFields();
    await user.type(password, "Abc#1");
    expect(screen.getByText(PASSWORD_MESSAGES.valid)).toBeInTheDocument();
    expect(password).not.toHaveAttribute("aria-invalid");
  });

  it("says 'Invalid Password' only from the 8th character on", async () => {
    const { user, password } = renderFields();
    await user.type(password, "abcdefg");
    expect(screen.queryByText(PASSWORD_MESSAGES.invalid)).not.toBeInTheDocument();
    await user.type(password, "h");
    expect(screen.getByText(PASSWORD_MESSAGES.invalid)).toBeInTheDocument();
    expect(password).toHaveAttribute("aria-invalid", "true");
    expect(password.getAttribute("aria-describedby")).toContain("f-password-error");
  });

  it("compares the confirmation: matching at once, not matching only from 8 characters, empty after typing", async () => {
    const { user, password, confirmation } = renderFields();
    await user.type(password, "Abcdefgh#1");
    await user.type(confirmation, "Abcdefg");
    expect(screen.queryByText(PASSWORD_MESSAGES.notMatching)).not.toBeInTheDocument();
    await user.type(confirmation, "x");
    expect(screen.getByText(PASSWORD_MESSAGES.notMatching)).toBeInTheDocument();
    expect(confirmation).toHaveAttribute("aria-invalid", "true");

    await user.clear(confirmation);
    expect(screen.getByText(PASSWORD_MESSAGES.confirmationEmpty)).toBeInTheDocument();

    await user.type(confirmation, "Abcdefgh#1");
    expect(screen.getByText(PASSWORD_MESSAGES.matching)).toBeInTheDocument();
    expect(confirmation).not.toHaveAttribute("aria-invalid");
  });

  it("reports ready only while the rules pass and the confirmation matches", async () => {
    const onReadyChange = vi.fn();
    const { user, password, confirmation } = renderFields({ onReadyChange });
    expect(onReadyChange).toHaveBeenLastCalledWith(false);
    await user.type(password, "Abc#1");
    await user.type(confirmation, "Abc#1");
    expect(onReadyChange).toHaveBeenLastCalledWith(true);
    await user.type(password, "x");
    expect(onReadyChange).toHaveBeenLastCalledWith(false);
  });

  it("shows errors from a submission first, and keeps an erring confirmation visible", () => {
    renderFields({
      passwordErrors: [PASSWORD_MESSAGES.required],
      confirmationErrors: [PASSWORD_MESSAGES.confirmationEmpty],
    });
    expect(screen.getByText(PASSWORD_MESSAGES.required)).toBeInTheDocument();
    expect(screen.getByText(PASSWORD_MESSAGES.confirmationEmpty)).toBeInTheDocument();
    expect(screen.getByTestId("password-confirmation").className).not.toContain("hidden");
  });

  it("hides the confirmation by CSS while the password is empty, so it also works without JavaScript", () => {
    renderFields();
    expect(screen.getByTestId("password-confirmation").className).toContain(
      "group-has-[[data-password-input]:placeholder-shown]/password:hidden",
    );
    expect(screen.getByLabelText("Password")).toHaveAttribute("placeholder");
  });

  it("renders neutral bullets on the server, where nothing can tick", () => {
    const html = renderToString(
      <PasswordFields password={field("password")} confirmation={field("password_confirmation")} />,
    );
    expect(html).toContain('data-state="unknown"');
    expect(html).not.toContain("✓");
    expect(html).not.toContain("✗");
  });
});
