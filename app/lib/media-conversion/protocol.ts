import type { SLIDE_SIZES } from "@contract/uploads";
import type { FileKind } from "./file-kind";

/** Messages between the page (index.ts) and the conversion worker; one task per worker at a time. */
export type Orientation = keyof typeof SLIDE_SIZES;

export type ConvertedImage = { kind: "image"; slide: Blob; thumb: Blob; cover: Blob };
export type ConvertedVideo = { kind: "video"; video: Blob; poster: Blob; engine: "webcodecs" | "ffmpeg" };
export type ConvertedMedia = ConvertedImage | ConvertedVideo;

/** Which encoders to use: "auto" everywhere; tests and the benchmark force the fallbacks to measure them. */
export type Engines = { webp: "auto" | "wasm"; video: "auto" | "ffmpeg" };

export type WorkerRequest =
  | { type: "convert"; file: Blob; kind: FileKind; orientation: Orientation; engines: Engines }
  /** After ffmpeg.wasm made the mp4: its first frame (a PNG) becomes the webp poster. */
  | { type: "poster"; frame: Blob; orientation: Orientation; engines: Engines };

export type WorkerResponse =
  | { type: "progress"; percent: number }
  | { type: "done"; result: ConvertedMedia }
  | { type: "poster"; poster: Blob }
  | { type: "needs-ffmpeg"; reason: string }
  | { type: "failed"; message: string; detail?: string };
