import { describe, expect, it } from "vitest";
import { PicturePool } from "./picture-pool";

/** A pool whose pictures are plain objects, with every one it made. */
function pool() {
  const made: HTMLImageElement[] = [];
  const pictures = new PicturePool(() => {
    const picture = {} as HTMLImageElement;
    made.push(picture);
    return picture;
  });
  return { pictures, made };
}

const canvas = () => ({}) as HTMLCanvasElement;

describe("PicturePool (issue 34: each picture of the show decoded once)", () => {
  it("lends the same element to each turn of a slide, so the browser decodes it once", () => {
    const { pictures, made } = pool();
    expect(made).toHaveLength(0); // nothing fetched before a slide asks
    const first = pictures.lend("/media/a.webp");
    expect(first.src).toBe("/media/a.webp");
    expect(first.decoding).toBe("async");
    pictures.giveBack(first);
    expect(pictures.lend("/media/a.webp")).toBe(first);
    expect(made).toHaveLength(1);
  });

  it("gives a second slide showing the same picture at once an element of its own", () => {
    const { pictures } = pool();
    const on = pictures.lend("/media/a.webp");
    const next = pictures.lend("/media/a.webp");
    expect(next).not.toBe(on);
    expect(next.src).toBe("/media/a.webp");
    pictures.giveBack(next); // not the pool's: giving it back leaves the pool's element lent
    expect(pictures.lend("/media/a.webp")).not.toBe(on);
    pictures.giveBack(on);
    expect(pictures.lend("/media/a.webp")).toBe(on);
  });

  it("keeps each picture's blurred backdrop until the show no longer has the picture", () => {
    const { pictures } = pool();
    const backdrop = canvas();
    pictures.keepBackdrop("/media/a-thumb.webp", backdrop);
    expect(pictures.backdrop("/media/a-thumb.webp")).toBe(backdrop);
    expect(pictures.backdrop("/media/b-thumb.webp")).toBeNull();
    pictures.keepOnly(new Set(["/media/b.webp"]));
    expect(pictures.backdrop("/media/a-thumb.webp")).toBeNull();
  });

  it("lets go of the pictures the show no longer has, and keeps the rest", () => {
    const { pictures } = pool();
    const a = pictures.lend("/media/a.webp");
    const b = pictures.lend("/media/b.webp");
    pictures.giveBack(a);
    pictures.giveBack(b);
    pictures.keepOnly(new Set(["/media/b.webp"]));
    expect(pictures.lend("/media/b.webp")).toBe(b);
    expect(pictures.lend("/media/a.webp")).not.toBe(a); // made anew when the show has it again
  });
});
