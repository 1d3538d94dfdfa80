import { ACCOUNT_MESSAGES, AUTH_MESSAGES } from "@contract/messages";
import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { renderToString } from "react-dom/server";
import { type ActionFunctionArgs, createRoutesStub, Outlet, RouterContextProvider, redirect } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { ApiResult } from "~/lib/api-client.server";
import Security, { action } from "./security";

/**
 * The Security page's current-password step (issue 8, 2.10). The API's rule
 * (403 naming `current_password` once the session signed in more than 10
 * minutes ago, 422 when it is wrong) is proven by tests/worker; an e2e test
 * cannot make a session old without writing to the database under the
 * running server (wrangler's write made parallel requests fail with
 * SQLITE_BUSY), so this runs the page's real action and component against
 * stand-ins of the two API calls.
 */
const api = vi.hoisted(() => ({ changePassword: vi.fn(), cancelAccount: vi.fn() }));
// Each stand-in gets the JSON body the page sends (none, for a deletion without a typed password).
vi.mock("~/lib/api-client.server", async () => {
  const endpoints = await import("@contract/endpoints/account");
  return {
    api: (args: unknown, endpoint: unknown, input?: { json?: object }) => {
      const call = endpoint === endpoints.changePassword ? api.changePassword : api.cancelAccount;
      return call(args, input?.json ?? {});
    },
  };
});
vi.mock("~/lib/account-owner.server", () => ({ accountOwner: () => ({ accountId: "acc1" }) }));
vi.mock("~/lib/toast.server", () => ({
  toasts: () => ({ redirectWithSuccess: async (to: string) => redirect(to) }),
}));
vi.mock("~/lib/session.server", () => ({ endSession: vi.fn() }));

const PAGE = "/accounts/acc1/security";
const ok: ApiResult<null> = { ok: true, status: 200, message: "done", data: null, tokens: null };
const asked: ApiResult<null> = {
  ok: false,
  status: 403,
  message: ACCOUNT_MESSAGES.currentPasswordRequired,
  inputName: "current_password",
  toastType: "error",
};
const wrong: ApiResult<null> = {
  ok: false,
  status: 422,
  message: ACCOUNT_MESSAGES.currentPasswordWrong,
  inputName: "current_password",
  toastType: "error",
};

const account = { id: "acc1", type: "account", attributes: { email: "ann@example.com" } };

function stub() {
  return createRoutesStub([
    {
      id: "routes/account/layout",
      path: "/accounts/:accountId",
      loader: () => ({ account }),
      HydrateFallback: () => null,
      Component: () => <Outlet />,
      children: [
        {
          id: "routes/account/security",
          path: "security",
          // The page's real action; only the API calls are stand-ins.
          action: (args: ActionFunctionArgs) => action(args as Parameters<typeof action>[0]),
          Component: Security as never,
        },
      ],
    },
  ]);
}

function renderPage() {
  const Stub = stub();
  render(<Stub initialEntries={[PAGE]} />);
  return userEvent.setup();
}

beforeEach(() => {
  api.changePassword.mockReset();
  api.cancelAccount.mockReset();
});
afterEach(() => {
  document.body.innerHTML = "";
});

type ApiCall = typeof api.changePassword;

/** The step is on the page: the field, the API's message, and the refused call sent no current password. */
async function expectCurrentPasswordAsked(call: ApiCall) {
  const current = await screen.findByLabelText("Current password");
  expect(screen.getByText(ACCOUNT_MESSAGES.currentPasswordRequired)).toBeInTheDocument();
  expect(call).toHaveBeenLastCalledWith(
    expect.anything(),
    expect.not.objectContaining({ current_password: expect.anything() }),
  );
  return current;
}

/** Types a wrong current password, submits with `button`, and sees the API's refusal; the call sent it with `kept`. */
async function submitWrongCurrentPassword(
  user: ReturnType<typeof userEvent.setup>,
  button: string,
  call: ApiCall,
  kept: Record<string, string> = {},
) {
  await user.type(screen.getByLabelText("Current password"), "Wrong#2026");
  await user.click(screen.getByRole("button", { name: button }));
  expect(await screen.findByText(ACCOUNT_MESSAGES.currentPasswordWrong)).toBeInTheDocument();
  expect(call).toHaveBeenLastCalledWith(
    expect.anything(),
    expect.objectContaining({ ...kept, current_password: "Wrong#2026" }),
  );
}

describe("Security page, with JavaScript", () => {
  it("asks for the current password when the API does, keeps the new one, and sends it on the next submit", async () => {
    api.changePassword.mockResolvedValueOnce(asked).mockResolvedValueOnce(wrong).mockResolvedValueOnce(ok);
    const user = renderPage();
    await user.type(await screen.findByLabelText("Password"), "Changed#2026");
    await user.type(screen.getByLabelText("Password confirmation"), "Changed#2026");
    expect(screen.queryByLabelText("Current password")).not.toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Update" }));

    const current = await expectCurrentPasswordAsked(api.changePassword);
    await waitFor(() => expect(current).toHaveFocus());
    expect(screen.getByLabelText("New password")).toHaveValue("Changed#2026");
    expect(screen.getByLabelText("Password confirmation")).toHaveValue("Changed#2026");

    await submitWrongCurrentPassword(user, "Update", api.changePassword, { password: "Changed#2026" });
    expect(screen.getByLabelText("Current password")).toHaveAttribute("aria-invalid", "true");

    await user.clear(screen.getByLabelText("Current password"));
    await user.type(screen.getByLabelText("Current password"), "Stylist#2026");
    await user.click(screen.getByRole("button", { name: "Update" }));
    await waitFor(() => expect(screen.queryByLabelText("Current password")).not.toBeInTheDocument());
    expect(api.changePassword).toHaveBeenCalledTimes(3);
    expect(api.changePassword).toHaveBeenLastCalledWith(
      expect.anything(),
      expect.objectContaining({ current_password: "Stylist#2026" }),
    );
  });

  it("asks the same before deleting the account, with the agreement still ticked", async () => {
    api.cancelAccount.mockResolvedValueOnce(asked).mockResolvedValueOnce(wrong);
    const user = renderPage();
    await user.click(await screen.findByLabelText("I agree to delete my account"));
    await user.click(screen.getByRole("button", { name: "Delete Account" }));

    await expectCurrentPasswordAsked(api.cancelAccount);
    expect(screen.getByLabelText("I agree to delete my account")).toBeChecked();

    await submitWrongCurrentPassword(user, "Delete Account", api.cancelAccount);
    // The password form is not asked.
    expect(screen.getAllByLabelText("Current password")).toHaveLength(1);
  });

  it("a fresh session changes the password without the step", async () => {
    api.changePassword.mockResolvedValueOnce(ok);
    const user = renderPage();
    await user.type(await screen.findByLabelText("Password"), "Changed#2026");
    await user.type(screen.getByLabelText("Password confirmation"), "Changed#2026");
    await user.click(screen.getByRole("button", { name: "Update" }));
    await waitFor(() => expect(api.changePassword).toHaveBeenCalledOnce());
    expect(screen.queryByLabelText("Current password")).not.toBeInTheDocument();
  });
});

describe("Security page, without JavaScript", () => {
  async function post(fields: Record<string, string>) {
    const request = new Request(`http://localhost${PAGE}`, { method: "POST", body: new URLSearchParams(fields) });
    const args = { request, params: { accountId: "acc1" }, context: new RouterContextProvider() };
    return (await action(args as unknown as Parameters<typeof action>[0])) as unknown as {
      data: { intent: string; askCurrentPassword: boolean; result: { initialValue: Record<string, unknown> } };
      init: { status: number };
    };
  }

  it("answers the API's 403 with the step, the new password filled in again, never the current one", async () => {
    api.changePassword.mockResolvedValueOnce(asked).mockResolvedValueOnce(wrong);
    const first = await post({
      intent: "change-password",
      password: "Changed#2026",
      password_confirmation: "Changed#2026",
    });
    expect(first.init.status).toBe(403);
    expect(first.data.askCurrentPassword).toBe(true);
    expect(first.data.result.initialValue).toMatchObject({ password: "Changed#2026" });

    // The step on screen stays on screen, whatever the next answer.
    const second = await post({
      intent: "change-password",
      current_password: "Wrong#2026",
      password: "Changed#2026",
      password_confirmation: "Changed#2026",
    });
    expect(second.init.status).toBe(422);
    expect(second.data.askCurrentPassword).toBe(true);
    expect(second.data.result.initialValue).not.toHaveProperty("current_password");
  });

  it("renders the step in the server HTML, focused, with the new password kept", async () => {
    api.changePassword.mockResolvedValueOnce(asked);
    const answer = await post({
      intent: "change-password",
      password: "Changed#2026",
      password_confirmation: "Changed#2026",
    });
    const Stub = stub();
    const html = renderToString(
      <Stub
        initialEntries={[PAGE]}
        hydrationData={{
          loaderData: { "routes/account/layout": { account } },
          actionData: { "routes/account/security": answer.data },
        }}
      />,
    );
    const page = document.createElement("div");
    page.innerHTML = html;
    const current = page.querySelector<HTMLInputElement>('input[name="current_password"]');
    expect(current).not.toBeNull();
    expect(current?.hasAttribute("autofocus")).toBe(true);
    expect(current?.getAttribute("aria-invalid")).toBe("true");
    expect(page.textContent).toContain(ACCOUNT_MESSAGES.currentPasswordRequired);
    expect(page.querySelector<HTMLInputElement>('input[name="password"]')?.getAttribute("value")).toBe("Changed#2026");
    expect(page.textContent).not.toContain(AUTH_MESSAGES.passwordChanged);
  });
});
