import { CONVERSION_MESSAGES } from "@contract/messages";
import type { FFmpeg } from "@ffmpeg/ffmpeg";
import { abortError, ConversionError } from "./conversion-error";
import { videoExtension } from "./file-kind";

/**
 * The video fallback: ffmpeg.wasm with the single-thread core, loaded only
 * when WebCodecs cannot do the job. @ffmpeg/ffmpeg runs the core in a worker
 * of its own; this module only drives it. The core is served by the app
 * under /ffmpeg_core/ (the wasm brotli-compressed, see
 * workers/media/serve-ffmpeg-core.ts), never from a CDN.
 *
 * Same output as the WebCodecs path: H.264 at 1000 kbps (spec §9: fast
 * preset) within 1080p in the video's own orientation, never enlarged, AAC
 * audio (ffmpeg has its own encoder), and the first frame as a PNG that the
 * conversion worker turns into the webp poster.
 */
export const FFMPEG_CORE_PATH = "/ffmpeg_core/";

// Fit inside 1920x1080 (landscape) or 1080x1920 (portrait), never larger than the input, even sides.
const SCALE =
  "scale=w='if(gte(iw,ih),min(1920,iw),min(1080,iw))':h='if(gte(iw,ih),min(1080,ih),min(1920,ih))'" +
  ":force_original_aspect_ratio=decrease:force_divisible_by=2";

export async function convertWithFfmpeg(
  file: Blob,
  { onProgress, signal }: { onProgress: (fraction: number) => void; signal?: AbortSignal },
): Promise<{ video: Blob; frame: Blob }> {
  if (typeof WebAssembly !== "object") throw new ConversionError(CONVERSION_MESSAGES.wasmUnsupported);
  signal?.throwIfAborted();
  const { FFmpeg } = await import("@ffmpeg/ffmpeg");
  const ffmpeg: FFmpeg = new FFmpeg();
  const stop = () => ffmpeg.terminate();
  signal?.addEventListener("abort", stop, { once: true });
  try {
    const core = new URL(FFMPEG_CORE_PATH, location.href);
    try {
      await ffmpeg.load({
        coreURL: new URL("ffmpeg-core.js", core).href,
        wasmURL: new URL("ffmpeg-core.wasm", core).href,
      });
    } catch (error) {
      throw new ConversionError(CONVERSION_MESSAGES.videoFailed, error);
    }
    onProgress(0.05);

    // The last lines ffmpeg wrote go into a failure's detail.
    const log: string[] = [];
    ffmpeg.on("log", ({ message }) => {
      log.push(message);
      if (log.length > 20) log.shift();
    });
    const bytes = new Uint8Array(await file.arrayBuffer());
    const input = `input.${videoExtension(bytes)}`;
    await ffmpeg.writeFile(input, bytes);
    const progressed = ({ progress }: { progress: number }) => {
      if (progress >= 0 && progress <= 1) onProgress(0.05 + progress * 0.9);
    };
    ffmpeg.on("progress", progressed);
    const converted = await ffmpeg.exec([
      ...["-i", input, "-map", "0:v:0", "-map", "0:a:0?", "-vf", SCALE],
      ...["-c:v", "libx264", "-preset", "fast", "-b:v", "1000k", "-pix_fmt", "yuv420p"],
      ...["-c:a", "aac", "-b:a", "128k", "-movflags", "+faststart", "output.mp4"],
    ]);
    ffmpeg.off("progress", progressed);
    const video = converted === 0 ? await ffmpeg.readFile("output.mp4") : null;
    if (!(video instanceof Uint8Array) || video.byteLength === 0) {
      throw new ConversionError(CONVERSION_MESSAGES.videoFailed, `ffmpeg exited with ${converted}:\n${log.join("\n")}`);
    }
    // PNG: this core's mjpeg encoder crashes ("memory access out of bounds") on a 1080p frame.
    const framed = await ffmpeg.exec([
      ...["-i", "output.mp4", "-frames:v", "1"],
      ...["-update", "1", "-c:v", "png", "frame.png"],
    ]);
    const frame = framed === 0 ? await ffmpeg.readFile("frame.png") : null;
    if (!(frame instanceof Uint8Array) || frame.byteLength === 0) {
      throw new ConversionError(
        CONVERSION_MESSAGES.thumbnailFailed,
        `ffmpeg exited with ${framed}:\n${log.join("\n")}`,
      );
    }
    onProgress(1);
    return {
      video: new Blob([video as Uint8Array<ArrayBuffer>], { type: "video/mp4" }),
      frame: new Blob([frame as Uint8Array<ArrayBuffer>], { type: "image/png" }),
    };
  } catch (error) {
    if (signal?.aborted) throw abortError();
    throw error instanceof ConversionError ? error : new ConversionError(CONVERSION_MESSAGES.videoFailed, error);
  } finally {
    signal?.removeEventListener("abort", stop);
    ffmpeg.terminate();
  }
}
