import type { DeviceOrientation } from "@contract/account";

/**
 * The seam to the in-browser conversion (app/lib/media-conversion, issue 9,
 * built beside these pages): what the editor needs of it, and how it is
 * loaded. `import.meta.glob` finds the module when it is part of the build
 * and finds nothing while it is not, so the editor builds either way; once
 * the module is committed this can become a plain `import("~/lib/media-conversion")`.
 * It is a lazy import: only the editor, once running in the browser, downloads it.
 */
export type ConvertedMedia =
  | { kind: "image"; slide: Blob; thumb: Blob; cover: Blob }
  | { kind: "video"; video: Blob; poster: Blob };

export type MediaConversion = {
  /** Rejects with an Error whose message is the one to show (spec §5, §8), or an AbortError when cancelled. */
  convertForUpload(
    file: File,
    options: { orientation: DeviceOrientation; onProgress?: (percent: number) => void; signal?: AbortSignal },
  ): Promise<ConvertedMedia>;
};

const modules = import.meta.glob<MediaConversion>("../../lib/media-conversion/index.ts");
const load = Object.values(modules)[0];

/** Whether this build has the conversion at all (videos need it: the API takes a video only with its poster). */
export const conversionAvailable = load !== undefined;

export function loadMediaConversion(): Promise<MediaConversion | null> {
  return load ? load() : Promise.resolve(null);
}
