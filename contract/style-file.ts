import { STYLE_MESSAGES } from "./style";
import { fileRejectedMessage, MAX_STYLE_IMAGES, MAX_UPLOAD_BYTES } from "./uploads";

/**
 * The style editor's check of a picked file (spec §5 Files), in the browser
 * before anything is converted or uploaded. It goes by the name and declared
 * type, which is all a picker knows at once; the conversion reads the first
 * bytes and the API checks the real content again, so a renamed file is
 * still refused, only later.
 */
const IMAGE_EXTENSIONS = ["png", "webp", "jpg", "jpeg", "heic", "heif"];
const IMAGE_TYPES = ["image/png", "image/webp", "image/jpeg", "image/heic", "image/heif"];
const VIDEO_EXTENSIONS = ["mp4", "webm", "m4v", "mov"];
const VIDEO_TYPES = ["video/mp4", "video/webm", "video/x-m4v", "video/quicktime"];

const accept = (types: string[], extensions: string[]) =>
  [...types, ...extensions.map((extension) => `.${extension}`)].join(",");

/** For `<input type="file" accept>`: images only (a plain upload), or videos too (when the browser converts). */
export const STYLE_IMAGE_ACCEPT = accept(IMAGE_TYPES, IMAGE_EXTENSIONS);
export const STYLE_MEDIA_ACCEPT = accept([...IMAGE_TYPES, ...VIDEO_TYPES], [...IMAGE_EXTENSIONS, ...VIDEO_EXTENSIONS]);

export type StyleFileKind = "image" | "video";
export type StyleFileCheck = { ok: true; kind: StyleFileKind } | { ok: false; message: string };

type PickedFile = { name: string; type: string; size: number };

export function kindOfStyleFile(file: Pick<PickedFile, "name" | "type">): StyleFileKind | null {
  const extension = file.name.includes(".") ? (file.name.split(".").pop()?.toLowerCase() ?? "") : "";
  const type = file.type.toLowerCase();
  if (IMAGE_TYPES.includes(type) || (type === "" && IMAGE_EXTENSIONS.includes(extension))) return "image";
  if (VIDEO_TYPES.includes(type) || (type === "" && VIDEO_EXTENSIONS.includes(extension))) return "video";
  // Browsers name HEIC and some videos inconsistently (or not at all): the extension decides then.
  if (IMAGE_EXTENSIONS.includes(extension)) return "image";
  if (VIDEO_EXTENSIONS.includes(extension)) return "video";
  return null;
}

/**
 * One picked file against the rules: an accepted type within 20 MB
 * ('File too big (> 20MB) or File type not supported : {n}MB'), a name not
 * already in the style or the selection ('Cannot upload file with the same
 * name'), a video alone in its style (a video style is the video and its
 * poster, which the browser's conversion makes), at most 10 images.
 */
export function checkStyleFile(
  file: PickedFile,
  context: { names: ReadonlySet<string>; images: number; videos: number },
): StyleFileCheck {
  const kind = kindOfStyleFile(file);
  if (!kind || file.size === 0 || file.size > MAX_UPLOAD_BYTES) {
    return { ok: false, message: fileRejectedMessage(file.size) };
  }
  if (context.names.has(file.name)) return { ok: false, message: STYLE_MESSAGES.sameName };
  if (kind === "video" ? context.images + context.videos > 0 : context.videos > 0) {
    return { ok: false, message: STYLE_FILE_MESSAGES.videoAlone };
  }
  if (kind === "image" && context.images >= MAX_STYLE_IMAGES)
    return { ok: false, message: STYLE_MESSAGES.tooManyFiles };
  return { ok: true, kind };
}

/** What the style editor says about its files besides the API's STYLE_MESSAGES (spec §4 Media processing). */
export const STYLE_FILE_MESSAGES = {
  videoAlone: "A video style is one video and nothing else: remove the other files first",
  stillConverting: "Wait until every file is ready, or cancel it",
  conversionFailed: "Remove the files that could not be prepared, then save again",
  /** A form sent back without JavaScript cannot hold on to picked files. */
  chooseAgain: "The files you picked were not kept: choose them again before saving.",
} as const;

/**
 * What a picked file's tile says in the style editor. "Ready" only once the
 * file is converted (or, when the conversion cannot load, taken as picked):
 * until then Save answers `stillConverting`.
 */
export const PICKED_FILE_STATUS = {
  preparing: "Preparing…",
  converting: (percent: number) => `Converting… ${percent}%`,
  ready: "Ready",
} as const;
