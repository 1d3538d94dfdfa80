import { AVATAR_FIELD_TEXTS } from "@contract/avatar-file";
import { act, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createContext, useContext } from "react";
import { createRoutesStub } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { AvatarField } from "./avatar-field";
import { Toaster, ToastProvider } from "./toaster";

const MB = 1024 * 1024;

/** A stand-in for XMLHttpRequest: the test decides when the upload progresses and what the server answers. */
class FakeRequest extends EventTarget {
  static last: FakeRequest | null = null;
  upload = new EventTarget();
  method = "";
  url = "";
  headers: Record<string, string> = {};
  body: FormData | null = null;
  responseText = "";
  responseURL = "";
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
    this.responseURL = new URL(url, "http://localhost").href;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  send(body: FormData) {
    this.body = body;
    FakeRequest.last = this;
  }
  progress(loaded: number, total: number) {
    this.upload.dispatchEvent(Object.assign(new Event("progress"), { lengthComputable: true, loaded, total }));
  }
  getResponseHeader(name: string) {
    return name.toLowerCase() === "content-type" && this.responseText ? "application/json" : null;
  }
  answer(body: unknown) {
    this.responseText = JSON.stringify(body);
    this.dispatchEvent(new Event("load"));
  }
}

type FieldProps = Parameters<typeof AvatarField>[0];
const FIELD = { form: "profile", inputId: "profile-avatar" };
const FieldPropsContext = createContext<FieldProps>({ action: "", avatar: "", name: "", ...FIELD });

function ProfilePage() {
  return (
    <ToastProvider serverToast={null}>
      <AvatarField {...useContext(FieldPropsContext)} />
      <Toaster />
    </ToastProvider>
  );
}

const Stub = createRoutesStub([{ path: "/accounts/acc1", Component: ProfilePage }]);

function renderField(avatar = "", more: Partial<FieldProps> = {}) {
  render(
    <FieldPropsContext.Provider
      value={{ action: "/accounts/acc1/avatar", avatar, name: "Salon Eins", ...FIELD, ...more }}
    >
      <Stub initialEntries={["/accounts/acc1"]} />
    </FieldPropsContext.Provider>,
  );
  return {
    user: userEvent.setup({ applyAccept: false }),
    input: document.querySelector<HTMLInputElement>("input[type=file]")!,
  };
}

const image = (name = "me.png", type = "image/png") =>
  new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], name, { type });
const toasts = () =>
  [...document.querySelectorAll("[data-toast-type]")].map((toast) => [
    toast.getAttribute("data-toast-type"),
    toast.textContent,
  ]);

beforeEach(() => {
  FakeRequest.last = null;
  vi.stubGlobal("XMLHttpRequest", FakeRequest);
  URL.createObjectURL = vi.fn(() => "blob:preview");
  URL.revokeObjectURL = vi.fn();
});
afterEach(() => vi.unstubAllGlobals());

describe("AvatarField", () => {
  it("refuses a video at once with a warning, and uploads nothing", async () => {
    const { user, input } = renderField();
    await user.upload(input, new File(["...."], "clip.mp4", { type: "video/mp4" }));
    expect(toasts()).toEqual([["warning", "Avatar cannot be a video"]]);
    expect(screen.getByText("Avatar cannot be a video", { selector: "[data-feedback]" })).toBeInTheDocument();
    expect(input).toHaveAttribute("aria-invalid", "true");
    expect(screen.queryByRole("img", { name: "Preview of your new avatar" })).not.toBeInTheDocument();
    expect(input.value).toBe("");
    expect(FakeRequest.last).toBeNull();
  });

  it("refuses other types and files over 20 MB with their size", async () => {
    const { user, input } = renderField();
    const big = image();
    Object.defineProperty(big, "size", { value: 21 * MB });
    await user.upload(input, big);
    await user.upload(input, image("me.gif", "image/gif"));
    expect(toasts()).toEqual([
      ["error", "File too big (> 20MB) or File type not supported : 21.0MB"],
      ["error", "File too big (> 20MB) or File type not supported : 0.0MB"],
    ]);
  });

  it("previews the picked image for the profile's Save changes, and a Cancel drops it", async () => {
    const picked = vi.fn();
    const { user, input } = renderField("", { onPickedChange: picked });
    expect(input.getAttribute("form")).toBe("profile");
    await user.upload(input, image());
    expect(screen.getByRole("img", { name: "Preview of your new avatar" })).toHaveAttribute("src", "blob:preview");
    expect(screen.getByText(AVATAR_FIELD_TEXTS.picked("me.png"))).toBeInTheDocument();
    expect(picked).toHaveBeenLastCalledWith(true);
    // Nothing is sent by the field itself: the profile form carries the file.
    expect(screen.queryByRole("button", { name: "Upload" })).not.toBeInTheDocument();
    expect(FakeRequest.last).toBeNull();

    await user.click(screen.getByRole("button", { name: "Cancel" }));
    expect(screen.queryByRole("img", { name: "Preview of your new avatar" })).not.toBeInTheDocument();
    expect(input.value).toBe("");
    expect(picked).toHaveBeenLastCalledWith(false);
    expect(URL.revokeObjectURL).toHaveBeenCalledWith("blob:preview");
  });

  it("shows the save's refusal on the field (a video disguised as an image) until another file is picked", async () => {
    const { user, input } = renderField("", { serverErrors: ["Avatar cannot be a video"] });
    expect(screen.getByText("Avatar cannot be a video", { selector: "[data-feedback]" })).toBeInTheDocument();
    expect(input).toHaveAttribute("aria-invalid", "true");
    await user.upload(input, image("holiday.png"));
    expect(screen.queryByText("Avatar cannot be a video")).not.toBeInTheDocument();
    expect(input).not.toHaveAttribute("aria-invalid");
  });

  it("deletes the current avatar", async () => {
    const { user } = renderField("/media/accounts/acc1/avatar/a.png");
    const card = screen.getByRole("region", { name: "Avatar" });
    await user.click(within(card).getByRole("button", { name: "Delete avatar" }));
    expect(FakeRequest.last?.body?.get("intent")).toBe("delete");
    await act(async () => FakeRequest.last?.answer({ ok: true, message: "Avatar deleted", toastType: "success" }));
    expect(toasts()).toEqual([["success", "Avatar deleted"]]);
  });

  it("without JavaScript is a plain file input of the profile form", async () => {
    const { renderToString } = await import("react-dom/server");
    const page = document.createElement("div");
    page.innerHTML = renderToString(
      <FieldPropsContext.Provider value={{ action: "/accounts/acc1/avatar", avatar: "", name: "Salon", ...FIELD }}>
        <Stub initialEntries={["/accounts/acc1"]} />
      </FieldPropsContext.Provider>,
    );
    const input = within(page).getByLabelText("Choose an image");
    expect([input.getAttribute("name"), input.getAttribute("type"), input.getAttribute("form")]).toEqual([
      "avatar",
      "file",
      "profile",
    ]);
    expect(input.closest("form")).toBeNull();
    expect(input.className).not.toContain("sr-only");
    expect(page.textContent).toContain(AVATAR_FIELD_TEXTS.hint);
    expect(within(page).queryByRole("button", { name: "Upload" })).toBeNull();
  });
});
