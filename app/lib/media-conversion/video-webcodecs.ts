import { CONVERSION_MESSAGES } from "@contract/messages";
import { WEBP_QUALITY } from "@contract/uploads";
import { ConversionError, describeError, NeedsFfmpegError } from "./conversion-error";
import { makeSlide } from "./image-variants";
import type { Orientation } from "./protocol";
import { videoSize } from "./sizing";

/** Spec §9: video bitrate 1000k. */
export const VIDEO_BITRATE = 1_000_000;
const AUDIO_BITRATE = 128_000;

/**
 * The video path through WebCodecs (mediabunny), inside the conversion
 * worker: H.264 in mp4 at 1000 kbps within 1080p, plus a webp poster of the
 * first frame at the slide's size. Audio is kept where it can be AAC (encoded,
 * or copied when it already is) and dropped otherwise (Chromium has no AAC
 * encoder; TVs play videos muted). Throws NeedsFfmpegError when this browser
 * cannot do it, so the page can fall back to ffmpeg.wasm.
 */
export async function convertWithWebCodecs(
  file: Blob,
  orientation: Orientation,
  webp: "auto" | "wasm",
  onProgress: (fraction: number) => void,
): Promise<{ video: Blob; poster: Blob }> {
  if (typeof VideoEncoder === "undefined") throw new NeedsFfmpegError("No WebCodecs VideoEncoder");
  const mediabunny = await import("mediabunny");
  const { ALL_FORMATS, BlobSource, BufferTarget, CanvasSink, Conversion, Input, Mp4OutputFormat, Output, Quality } =
    mediabunny;

  const input = new Input({ source: new BlobSource(file), formats: ALL_FORMATS });
  try {
    const track = await input.getPrimaryVideoTrack().catch((error: unknown) => {
      throw new NeedsFfmpegError(`mediabunny cannot read the file: ${describeError(error)}`);
    });
    if (!track) throw new ConversionError(CONVERSION_MESSAGES.videoFailed, "The file has no video track");
    if (!(await track.canDecode()))
      throw new NeedsFfmpegError(`WebCodecs cannot decode ${track.codec ?? "this codec"}`);
    const size = videoSize({ width: await track.getDisplayWidth(), height: await track.getDisplayHeight() });
    const quality = new Quality({ bitrate: VIDEO_BITRATE });
    if (!(await mediabunny.canEncodeVideo("avc", { ...size, quality }))) {
      throw new NeedsFfmpegError(`No H.264 encoder for ${size.width}x${size.height}`);
    }

    let poster: Blob;
    try {
      const frame = await new CanvasSink(track, { poolSize: 1 }).getCanvas(await track.getFirstTimestamp());
      if (!frame) throw new Error("No first frame");
      poster = await makeSlide(frame.canvas as OffscreenCanvas, orientation, WEBP_QUALITY / 100, webp);
    } catch (error) {
      if (error instanceof ConversionError) throw error;
      throw new ConversionError(CONVERSION_MESSAGES.thumbnailFailed, error);
    }

    const audioTrack = await input.getPrimaryAudioTrack();
    const aacEncoder = audioTrack ? await mediabunny.canEncodeAudio("aac", { bitrate: AUDIO_BITRATE }) : false;
    const keepAudio = aacEncoder || audioTrack?.codec === "aac";
    const output = new Output({ format: new Mp4OutputFormat({ fastStart: "in-memory" }), target: new BufferTarget() });
    const conversion = await Conversion.init({
      input,
      output,
      tracks: "primary",
      video: { codec: "avc", ...size, fit: "contain", quality, forceTranscode: true },
      audio: keepAudio ? { codec: "aac", quality: new Quality({ bitrate: AUDIO_BITRATE }) } : { discard: true },
    });
    if (!conversion.isValid) {
      const reasons = conversion.discardedTracks.map((discarded) => `${discarded.track.type}: ${discarded.reason}`);
      throw new NeedsFfmpegError(`mediabunny cannot convert: ${reasons.join(", ")}`);
    }
    conversion.onProgress = (progress) => onProgress(progress);
    try {
      await conversion.execute();
    } catch (error) {
      throw new NeedsFfmpegError(`WebCodecs conversion failed: ${describeError(error)}`);
    }
    const buffer = output.target.buffer;
    if (!buffer || buffer.byteLength === 0) throw new NeedsFfmpegError("WebCodecs wrote an empty file");
    return { video: new Blob([buffer], { type: "video/mp4" }), poster };
  } finally {
    input.dispose();
  }
}
