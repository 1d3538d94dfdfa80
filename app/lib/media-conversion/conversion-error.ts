/**
 * A conversion that failed, with the message to show (one of
 * CONVERSION_MESSAGES or fileRejectedMessage, word for word as spec §5 and
 * §8 give them). `detail` keeps what went wrong underneath, for the console.
 */
export class ConversionError extends Error {
  override name = "ConversionError";
  readonly detail: string | undefined;

  constructor(message: string, detail?: unknown) {
    super(message);
    this.detail = detail === undefined ? undefined : describeError(detail);
  }
}

/** The video path needs ffmpeg.wasm: no H.264 encoder, a track WebCodecs cannot decode, or a failed conversion. */
export class NeedsFfmpegError extends Error {
  override name = "NeedsFfmpegError";
}

export function describeError(error: unknown): string {
  if (error instanceof Error) return `${error.name}: ${error.message}`;
  return String(error);
}

/** What an aborted conversion rejects with, like fetch does. */
export const abortError = () => new DOMException("The conversion was cancelled.", "AbortError");
