/**
 * One `<img>` per picture of the show, lent to each slide that shows it and
 * taken back when the slide leaves (issue 34's renderer memory). A page under
 * a service worker gets no reuse from Chromium's memory cache: a new `<img>`
 * of the same URL fetches and decodes the picture again, as new content, and
 * the compositor's decoded-image cache keeps every such copy (3–8 MB each at
 * 1080p) until the browser runs short, so the renderer grew by hundreds of
 * megabytes in a few hundred transitions. The same element shows the same
 * decoded picture every time it comes round. Each picture's blurred backdrop
 * is kept the same way, drawn once (blurred-backdrop.tsx).
 */
export class PicturePool {
  private readonly pictures = new Map<string, Pooled>();
  private readonly backdrops = new Map<string, HTMLCanvasElement>();

  constructor(private readonly make: () => HTMLImageElement = () => new Image()) {}

  /**
   * The picture for `src`: the pool's own element when no other slide has it
   * (the same playlist may show a picture twice in a row), else one of its own.
   * Made on first use, so a show's pictures are not all fetched at its start.
   */
  lend(src: string): HTMLImageElement {
    const pooled = this.entry(src);
    if (!pooled.lent) {
      pooled.lent = true;
      return pooled.picture;
    }
    return this.picture(src);
  }

  /** A slide gives its picture back (detached from the page by then). */
  giveBack(picture: HTMLImageElement) {
    for (const pooled of this.pictures.values()) if (pooled.picture === picture) pooled.lent = false;
  }

  /** The picture's blurred backdrop, once one was drawn (see `keepBackdrop`). */
  backdrop(src: string): HTMLCanvasElement | null {
    return this.backdrops.get(src) ?? null;
  }

  keepBackdrop(src: string, backdrop: HTMLCanvasElement) {
    this.backdrops.set(src, backdrop);
  }

  /** Lets go of every picture and backdrop the show no longer has: the browser may free them. */
  keepOnly(srcs: ReadonlySet<string>) {
    for (const kept of [this.pictures, this.backdrops])
      for (const src of kept.keys()) if (!srcs.has(src)) kept.delete(src);
  }

  private entry(src: string): Pooled {
    let pooled = this.pictures.get(src);
    if (!pooled) {
      pooled = { picture: this.picture(src), lent: false };
      this.pictures.set(src, pooled);
    }
    return pooled;
  }

  private picture(src: string) {
    const picture = this.make();
    picture.decoding = "async";
    picture.src = src;
    return picture;
  }
}

type Pooled = { picture: HTMLImageElement; lent: boolean };
