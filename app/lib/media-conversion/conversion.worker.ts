import { CONVERSION_MESSAGES } from "@contract/messages";
import { WEBP_QUALITY } from "@contract/uploads";
import { ConversionError, describeError, NeedsFfmpegError } from "./conversion-error";
import { decodeHeic } from "./heic";
import { makeSlide, makeVariants } from "./image-variants";
import type { WorkerRequest, WorkerResponse } from "./protocol";
import { convertWithWebCodecs } from "./video-webcodecs";

/**
 * The conversion worker: decoding, resizing and encoding happen here so the
 * page stays responsive. It answers each request with progress messages and
 * one final message (done, poster, needs-ffmpeg or failed). Heavy libraries
 * (mediabunny, heic-to, @jsquash/webp) are imported only by the path that
 * needs them.
 */

/** Spec §9: webp quality 0.9 for a resized HEIF, 85 for the image and video converter. */
const HEIF_WEBP_QUALITY = 0.9;

type WorkerScope = {
  onmessage: ((event: MessageEvent<WorkerRequest>) => void) | null;
  postMessage(message: WorkerResponse): void;
};
const scope = self as unknown as WorkerScope;
const post = (message: WorkerResponse) => scope.postMessage(message);

scope.onmessage = (event) => {
  handle(event.data).then(post, (error: unknown) => {
    if (error instanceof NeedsFfmpegError) post({ type: "needs-ffmpeg", reason: error.message });
    else if (error instanceof ConversionError) post({ type: "failed", message: error.message, detail: error.detail });
    else post({ type: "failed", message: CONVERSION_MESSAGES.fileFailed, detail: describeError(error) });
  });
};

async function handle(request: WorkerRequest): Promise<WorkerResponse> {
  const { orientation, engines } = request;
  if (request.type === "poster") {
    try {
      const frame = await createImageBitmap(request.frame);
      return { type: "poster", poster: await makeSlide(frame, orientation, WEBP_QUALITY / 100, engines.webp) };
    } catch (error) {
      throw error instanceof ConversionError ? error : new ConversionError(CONVERSION_MESSAGES.thumbnailFailed, error);
    }
  }

  const { file, kind } = request;
  if (kind === "video") {
    if (engines.video === "ffmpeg") throw new NeedsFfmpegError("ffmpeg.wasm was asked for");
    const { video, poster } = await convertWithWebCodecs(file, orientation, engines.webp, (fraction) =>
      post({ type: "progress", percent: Math.round(5 + fraction * 95) }),
    );
    return { type: "done", result: { kind: "video", video, poster, engine: "webcodecs" } };
  }

  let picture: ImageBitmap;
  if (kind === "heic") {
    picture = await decodeHeic(file);
  } else {
    try {
      picture = await createImageBitmap(file, { imageOrientation: "from-image" });
    } catch (error) {
      throw new ConversionError(CONVERSION_MESSAGES.fileFailed, error);
    }
  }
  post({ type: "progress", percent: 50 });
  try {
    const quality = kind === "heic" ? HEIF_WEBP_QUALITY : WEBP_QUALITY / 100;
    const variants = await makeVariants(picture, orientation, quality, engines.webp);
    return { type: "done", result: { kind: "image", ...variants } };
  } catch (error) {
    if (error instanceof ConversionError) throw error;
    const message = kind === "heic" ? CONVERSION_MESSAGES.heifToWebpFailed : CONVERSION_MESSAGES.fileFailed;
    throw new ConversionError(message, error);
  } finally {
    picture.close();
  }
}
