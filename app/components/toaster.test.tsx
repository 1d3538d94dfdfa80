import { fireEvent, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { placeClearOf, Toaster, type ToastInput, ToastProvider, useToast } from "./toaster";

function RaiseButton({ toast }: { toast: ToastInput }) {
  const show = useToast();
  return (
    <button type="button" onClick={() => show(toast)}>
      Raise
    </button>
  );
}

function App({ serverToast, raise }: { serverToast: ToastInput | null; raise?: ToastInput }) {
  return (
    <ToastProvider serverToast={serverToast}>
      {raise ? <RaiseButton toast={raise} /> : null}
      <Toaster />
    </ToastProvider>
  );
}

const toasts = () => document.querySelectorAll("[data-toast-type]");

/**
 * Ends a toast's CSS animation. jsdom has no AnimationEvent, so React, deciding when it
 * loads, listens for the prefixed `webkitAnimationEnd` there instead of `animationend`:
 * fire both, as only one of them reaches onAnimationEnd.
 */
function endAnimation(element: Element) {
  fireEvent.animationEnd(element);
  fireEvent(element, new Event("webkitAnimationEnd", { bubbles: true }));
}

const toastOf = (text: string) => screen.getByText(text).closest("[data-toast-type]") as HTMLElement;

describe("Toaster", () => {
  it("shows nothing without toasts", () => {
    render(<App serverToast={null} />);
    expect(toasts()).toHaveLength(0);
    expect(screen.queryByRole("status")).not.toBeInTheDocument();
  });

  it("renders the server toast with role status, its type and description", () => {
    render(<App serverToast={{ message: "Saved", type: "success", description: "All changes are stored." }} />);
    const toast = screen.getByRole("status");
    expect(toast).toHaveAttribute("data-toast-type", "success");
    expect(toast).toHaveTextContent("Saved");
    expect(toast).toHaveTextContent("All changes are stored.");
    expect(toast.parentElement).toHaveAttribute("aria-live", "polite");
  });

  it.each(["warning", "info"] as const)("gives a %s toast role status", (type) => {
    render(<App serverToast={{ message: "Note", type }} />);
    expect(screen.getByRole("status")).toHaveAttribute("data-toast-type", type);
  });

  it("gives an error toast role alert", () => {
    render(<App serverToast={{ message: "Invalid access token", type: "error" }} />);
    expect(screen.queryByRole("status")).not.toBeInTheDocument();
    const toast = screen.getByRole("alert");
    expect(toast).toHaveAttribute("data-toast-type", "error");
    expect(toast).toHaveTextContent(/^Invalid access token$/);
  });

  it("adds a toast raised with useToast()", async () => {
    const user = userEvent.setup();
    render(
      <App serverToast={{ message: "From server", type: "info" }} raise={{ message: "From client", type: "error" }} />,
    );
    await user.click(screen.getByRole("button", { name: "Raise" }));
    expect(screen.getByRole("alert")).toHaveTextContent("From client");
    expect(screen.getByRole("status")).toHaveTextContent("From server");
    await user.click(screen.getByRole("button", { name: "Raise" }));
    expect(screen.getAllByRole("alert")).toHaveLength(2);
  });

  it("removes a toast when its animation ends, leaving the others", async () => {
    const user = userEvent.setup();
    render(<App serverToast={{ message: "First", type: "success" }} raise={{ message: "Second", type: "warning" }} />);
    await user.click(screen.getByRole("button", { name: "Raise" }));
    expect(toasts()).toHaveLength(2);
    endAnimation(toastOf("First"));
    expect(screen.queryByText("First")).not.toBeInTheDocument();
    expect(screen.getByText("Second")).toBeInTheDocument();
    endAnimation(toastOf("Second"));
    expect(toasts()).toHaveLength(0);
  });

  it("fades in on an inner element of its own, whose end does not dismiss the toast", () => {
    render(<App serverToast={{ message: "Cookies rejected", type: "info" }} />);
    const toast = toastOf("Cookies rejected");
    // The outer element lives 4 s and pauses while hovered; the fade-in must not pause with it (issue 8, 1.3).
    expect(toast).toHaveClass("toast-life");
    const enter = screen.getByText("Cookies rejected").parentElement as HTMLElement;
    expect(enter).toHaveClass("toast-enter");
    expect(enter).not.toHaveClass("toast-life");
    expect(toast).not.toHaveClass("toast-enter");
    endAnimation(enter);
    expect(screen.getByText("Cookies rejected")).toBeInTheDocument();
    endAnimation(toast);
    expect(toasts()).toHaveLength(0);
  });

  it("adds a new server toast passed on re-render, but not the same object again", () => {
    const first: ToastInput = { message: "Saved", type: "success" };
    const { rerender } = render(<App serverToast={first} />);
    rerender(<App serverToast={first} />);
    expect(toasts()).toHaveLength(1);

    const second: ToastInput = { message: "Saved", type: "success" };
    rerender(<App serverToast={second} />);
    expect(screen.getAllByText("Saved")).toHaveLength(2);
    rerender(<App serverToast={second} />);
    expect(toasts()).toHaveLength(2);

    rerender(<App serverToast={null} />);
    expect(toasts()).toHaveLength(2);
    rerender(<App serverToast={{ message: "Deleted", type: "info" }} />);
    expect(Array.from(toasts(), (toast) => toast.textContent)).toEqual(["Saved", "Saved", "Deleted"]);
  });

  it("does not add the server toast again when a toast that came with the page was dismissed", () => {
    const first: ToastInput = { message: "Welcome back", type: "info" };
    const { rerender } = render(<App serverToast={first} />);
    endAnimation(screen.getByRole("status"));
    rerender(<App serverToast={first} />);
    expect(toasts()).toHaveLength(0);
  });
});

/** A toast stack whose toasts have these boxes (jsdom lays nothing out). */
function stackOf(...boxes: { top: number; height: number; left?: number; width?: number }[]) {
  const stack = document.createElement("div");
  for (const { top, height, left = 16, width = 358 } of boxes) {
    const toast = document.createElement("div");
    toast.getBoundingClientRect = () => new DOMRect(left, top, width, height);
    stack.appendChild(toast);
  }
  return stack;
}

const SCREEN = 844;

describe("placeClearOf", () => {
  it("leaves the stack in its place when the control is elsewhere", () => {
    expect(placeClearOf(new DOMRect(41, 400, 308, 44), stackOf({ top: 784, height: 44 }), SCREEN)).toBeNull();
    // Beside it on a desktop: the toasts are in the middle, the button on the left.
    expect(
      placeClearOf(new DOMRect(152, 740, 148, 44), stackOf({ top: 740, height: 44, left: 416, width: 448 }), 800),
    ).toBeNull();
  });

  it("moves the stack just above a control it would cover", () => {
    expect(placeClearOf(new DOMRect(41, 788, 308, 44), stackOf({ top: 784, height: 44 }), SCREEN)).toEqual({
      side: "bottom",
      px: SCREEN - 788 + 8,
    });
  });

  it("moves it below the control when the toasts would not fit above", () => {
    const tall = stackOf({ top: 700, height: 64 }, { top: 772, height: 56 });
    expect(placeClearOf(new DOMRect(16, 60, 358, 44), tall, SCREEN)).toBeNull();
    expect(placeClearOf(new DOMRect(16, 120, 358, 660), tall, SCREEN)).toEqual({ side: "top", px: 788 });
  });

  it("ignores a control with no box (hidden) and an empty stack", () => {
    expect(placeClearOf(new DOMRect(0, 0, 0, 0), stackOf({ top: 784, height: 44 }), SCREEN)).toBeNull();
    expect(placeClearOf(new DOMRect(41, 788, 308, 44), stackOf(), SCREEN)).toBeNull();
  });
});
