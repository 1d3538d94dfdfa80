import { CONVERSION_MESSAGES } from "@contract/messages";
import { fileRejectedMessage } from "@contract/uploads";
import { abortError, ConversionError } from "./conversion-error";
import { kindOfFile } from "./file-kind";
import type { ConvertedMedia, Engines, Orientation, WorkerRequest, WorkerResponse } from "./protocol";

/**
 * Converts a picked file in the browser before it is uploaded (issue 9,
 * docs/decisions/0013-media-conversion-in-the-browser.md). Browser only:
 * pages reach it through index.ts.
 *
 * - An image (JPEG, PNG, WebP) or a HEIC/HEIF photo becomes a webp slide
 *   (fitted inside SLIDE_SIZES[orientation], never enlarged), a 480x480 thumb
 *   and a 1080x1350 cover.
 * - A video (mp4, mov, m4v, webm) becomes an H.264 mp4 at 1000 kbps within
 *   1080p plus a webp poster of its first frame at the slide's size (the video
 *   pair the API takes as `video` + `poster`), through WebCodecs, or through
 *   ffmpeg.wasm where WebCodecs cannot.
 *
 * Rejects with a ConversionError whose message is the one to show:
 * fileRejectedMessage(size) for a file over 20 MB or of another type (checked
 * by content, before anything is converted), else one of CONVERSION_MESSAGES.
 * Aborting `signal` stops the work at once and rejects with an AbortError.
 */
export { ConversionError };

export type ConvertOptions = {
  /** The account's screen orientation: picks the slide size. */
  orientation: Orientation;
  /** 0–100, as the work goes on. */
  onProgress?: (percent: number) => void;
  signal?: AbortSignal;
  /** Tests and the benchmark force the fallbacks here; pages leave it out. */
  engines?: Partial<Engines>;
};

export async function convertForUpload(file: File | Blob, options: ConvertOptions): Promise<ConvertedMedia> {
  const { orientation, signal } = options;
  const engines: Engines = { webp: "auto", video: "auto", ...options.engines };
  let last = -1;
  const report = (percent: number) => {
    const rounded = Math.max(0, Math.min(100, Math.round(percent)));
    if (rounded === last) return;
    last = rounded;
    options.onProgress?.(rounded);
  };

  signal?.throwIfAborted();
  const kind = await kindOfFile(file);
  if (!kind) throw new ConversionError(fileRejectedMessage(file.size));
  report(0);

  const answer = await runInWorker({ type: "convert", file, kind, orientation, engines }, report, signal);
  if (answer.type === "done") {
    report(100);
    return answer.result;
  }
  if (answer.type !== "needs-ffmpeg") throw unexpected(answer);

  // WebCodecs cannot do it here (or failed): ffmpeg.wasm, loaded only now.
  if (engines.video !== "ffmpeg") console.info(`Video conversion falls back to ffmpeg.wasm: ${answer.reason}`);
  report(0);
  const { convertWithFfmpeg } = await import("./ffmpeg-fallback");
  const { video, frame } = await convertWithFfmpeg(file, { onProgress: (fraction) => report(fraction * 97), signal });
  const poster = await runInWorker({ type: "poster", frame, orientation, engines }, () => {}, signal);
  if (poster.type !== "poster") throw unexpected(poster);
  report(100);
  return { kind: "video", video, poster: poster.poster, engine: "ffmpeg" };
}

function unexpected(answer: WorkerResponse): ConversionError {
  if (answer.type === "failed") return new ConversionError(answer.message, answer.detail);
  return new ConversionError(CONVERSION_MESSAGES.fileFailed, `Unexpected answer ${answer.type}`);
}

// One idle worker is kept for a while, so a second file skips the start-up
// and finds its libraries (libheif, mediabunny) already loaded.
const IDLE_MS = 60_000;
let idle: { worker: Worker; timer: ReturnType<typeof setTimeout> } | null = null;

function takeWorker(): Worker {
  if (idle) {
    clearTimeout(idle.timer);
    const { worker } = idle;
    idle = null;
    return worker;
  }
  return new Worker(new URL("./conversion.worker.ts", import.meta.url), { type: "module", name: "media-conversion" });
}

function giveBack(worker: Worker) {
  if (idle) {
    worker.terminate();
    return;
  }
  idle = { worker, timer: setTimeout(() => (idle?.worker === worker ? stopIdle() : undefined), IDLE_MS) };
}

function stopIdle() {
  idle?.worker.terminate();
  idle = null;
}

/** One request to a worker of its own; aborting terminates that worker, so the work stops at once. */
function runInWorker(
  request: WorkerRequest,
  report: (percent: number) => void,
  signal?: AbortSignal,
): Promise<Exclude<WorkerResponse, { type: "progress" }>> {
  signal?.throwIfAborted();
  const worker = takeWorker();
  return new Promise((resolve, reject) => {
    const finish = () => {
      signal?.removeEventListener("abort", onAbort);
      worker.onmessage = null;
      worker.onerror = null;
    };
    const onAbort = () => {
      finish();
      worker.terminate();
      reject(abortError());
    };
    worker.onmessage = (event: MessageEvent<WorkerResponse>) => {
      const answer = event.data;
      if (answer.type === "progress") {
        report(answer.percent);
        return;
      }
      finish();
      giveBack(worker);
      resolve(answer);
    };
    worker.onerror = (event) => {
      event.preventDefault();
      finish();
      worker.terminate();
      reject(new ConversionError(CONVERSION_MESSAGES.fileFailed, event.message || "The conversion worker failed"));
    };
    signal?.addEventListener("abort", onAbort, { once: true });
    worker.postMessage(request);
  });
}
