import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { CoverPicture, type CoverSources } from "./cover-picture";

const set = (key: string): CoverSources => ({
  cover: `/media/${key}-cover.webp`,
  thumb: null,
  pictures: [360, 720].flatMap((width) => [
    { url: `/media/${key}-${width}.avif`, type: "image/avif" as const, width },
    { url: `/media/${key}-${width}.webp`, type: "image/webp" as const, width },
  ]),
});

const preloads = () => [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="preload"][as="image"]')];

describe("CoverPicture", () => {
  it("announces the page's LCP picture in its format and sizes, and fetches it first", () => {
    render(<CoverPicture sources={set("first")} alt="First look" sizes="50vw" priority />);
    const image = screen.getByRole("img", { name: "First look" });
    expect(image).toHaveAttribute("loading", "eager");
    expect(image).toHaveAttribute("fetchpriority", "high");
    const preload = preloads().find((link) => link.getAttribute("imagesrcset")?.includes("/media/first-360.avif"));
    expect(preload).toHaveAttribute("type", "image/avif");
    expect(preload).toHaveAttribute("imagesizes", "50vw");
    expect(preload).toHaveAttribute("fetchpriority", "high");
  });

  it("lets every other picture wait for it, even one in the first screen", () => {
    render(<CoverPicture sources={set("other")} alt="Other look" sizes="50vw" />);
    const image = screen.getByRole("img", { name: "Other look" });
    // A picture in the viewport is raised to high priority by Chromium unless it asks for low (issue 33).
    expect(image).toHaveAttribute("fetchpriority", "low");
    expect(image).toHaveAttribute("loading", "lazy");
    expect(preloads().some((link) => link.getAttribute("imagesrcset")?.includes("/media/other-"))).toBe(false);
    const source = image.parentElement?.querySelector("source");
    expect(source).toHaveAttribute("type", "image/avif");
    expect(source).toHaveAttribute("srcset", "/media/other-360.avif 360w, /media/other-720.avif 720w");
  });
});
