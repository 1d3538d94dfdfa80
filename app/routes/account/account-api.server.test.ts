import { beforeEach, describe, expect, it, vi } from "vitest";
import { cancelAccount, changePassword, saveSlideshowSettings } from "./account-api.server";

const callApi = vi.hoisted(() => vi.fn());
vi.mock("~/lib/api-client.server", () => ({ callApi }));

const args = {} as Parameters<typeof changePassword>[0];

beforeEach(() => callApi.mockReset());

describe("the current password of an older session (issue 8, 2.10)", () => {
  it("goes with a new password only when it was typed", () => {
    changePassword(args, { password: "New#2026", password_confirmation: "New#2026" });
    expect(callApi).toHaveBeenLastCalledWith(args, "/v1/users/password", {
      method: "PUT",
      auth: true,
      body: { password: "New#2026", password_confirmation: "New#2026" },
    });
    changePassword(args, { password: "New#2026", password_confirmation: "New#2026", current_password: "Old#2026" });
    expect(callApi.mock.lastCall?.[2].body).toEqual({
      password: "New#2026",
      password_confirmation: "New#2026",
      current_password: "Old#2026",
    });
  });

  it("goes with a deletion only when it was typed: no body otherwise", () => {
    cancelAccount(args);
    expect(callApi).toHaveBeenLastCalledWith(args, "/v1/users/cancel_account", { method: "DELETE", auth: true });
    cancelAccount(args, { current_password: "Old#2026" });
    expect(callApi.mock.lastCall?.[2].body).toEqual({ current_password: "Old#2026" });
  });
});

describe("the slideshow settings (issue 21: one save, one push)", () => {
  it("go in one call with all four settings", () => {
    const settings = {
      device_orientation: "portrait",
      qr_code: false,
      loading_bar: true,
      screen_alerts: false,
    } as const;
    saveSlideshowSettings(args, settings);
    expect(callApi).toHaveBeenCalledTimes(1);
    expect(callApi).toHaveBeenLastCalledWith(args, "/v1/users/account/slideshow_settings", {
      method: "PUT",
      auth: true,
      body: settings,
    });
  });
});
