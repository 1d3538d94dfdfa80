import { ascii, type IsoBox, isoBoxAt, u16, u32 } from "./image-structure";

/** What an upload's video track says of itself. */
export type VideoFacts = { width: number; height: number; seconds: number };

/** A slideshow video: a real picture size (up to 4K either way) and a length from a blink to ten minutes. */
const VIDEO_BOUNDS = { minSide: 16, maxSide: 4096, maxSeconds: 600 } as const;

/**
 * The video track of an upload, read from its container: MP4, M4V and
 * QuickTime by their boxes (ftyp first, then moov with a `vide` track's
 * tkhd and mdhd, and the media data), WebM by its EBML elements (DocType
 * webm, a video TrackEntry, the segment's Duration). Null when the bytes are
 * not such a file, or have anything after it.
 */
export function readVideo(bytes: Uint8Array, mime: string): VideoFacts | null {
  if (mime === "video/webm") return readWebm(bytes);
  if (mime === "video/mp4" || mime === "video/x-m4v" || mime === "video/quicktime") return readIsoVideo(bytes);
  return null;
}

/** A video within VIDEO_BOUNDS. */
export const saneVideo = ({ width, height, seconds }: VideoFacts) =>
  [width, height].every((side) => side >= VIDEO_BOUNDS.minSide && side <= VIDEO_BOUNDS.maxSide) &&
  seconds > 0 &&
  seconds <= VIDEO_BOUNDS.maxSeconds;

const u64 = (bytes: Uint8Array, at: number) => u32(bytes, at) * 2 ** 32 + u32(bytes, at + 4);

/** The boxes directly inside `parent`, or null when one of them is not a box. */
function children(bytes: Uint8Array, parent: { start: number; end: number }): IsoBox[] | null {
  const boxes: IsoBox[] = [];
  for (let at = parent.start; at < parent.end; ) {
    const box = isoBoxAt(bytes, at, parent.end);
    if (!box) return null;
    boxes.push(box);
    at = box.end;
  }
  return boxes;
}

const child = (bytes: Uint8Array, parent: IsoBox | undefined, type: string) =>
  parent ? children(bytes, parent)?.find((box) => box.type === type) : undefined;

function readIsoVideo(bytes: Uint8Array): VideoFacts | null {
  // Null unless the top-level boxes fill the file exactly (what isoBoxesFillFile checks): nothing may be appended.
  const top = children(bytes, { start: 0, end: bytes.length });
  if (top?.[0]?.type !== "ftyp" || !top.some((box) => box.type === "mdat" || box.type === "moof")) return null;
  const moov = top.find((box) => box.type === "moov");
  const moovBoxes = moov ? children(bytes, moov) : null;
  if (!moovBoxes) return null;
  const mvhd = moovBoxes.find((box) => box.type === "mvhd");
  for (const trak of moovBoxes.filter((box) => box.type === "trak")) {
    const mdia = child(bytes, trak, "mdia");
    const hdlr = child(bytes, mdia, "hdlr");
    if (!hdlr || ascii(bytes, hdlr.start + 8, 4) !== "vide") continue;
    const tkhd = child(bytes, trak, "tkhd");
    const mdhd = child(bytes, mdia, "mdhd");
    if (!tkhd || !mdhd) return null;
    const size = trackSize(bytes, tkhd) ?? sampleEntrySize(bytes, mdia);
    const seconds = mediaSeconds(bytes, mdhd) || (mvhd ? mediaSeconds(bytes, mvhd) : 0);
    return size ? { ...size, seconds } : null;
  }
  return null;
}

/** tkhd's width and height (16.16 fixed point), after its version's fields. */
function trackSize(bytes: Uint8Array, tkhd: IsoBox) {
  const at = tkhd.start + (bytes[tkhd.start] === 1 ? 88 : 76);
  if (at + 8 > tkhd.end) return null;
  const width = Math.round(u32(bytes, at) / 65536);
  const height = Math.round(u32(bytes, at + 4) / 65536);
  return width && height ? { width, height } : null;
}

/** The first visual sample entry's width and height (minf/stbl/stsd), for a tkhd that leaves them 0. */
function sampleEntrySize(bytes: Uint8Array, mdia: IsoBox | undefined) {
  const stsd = child(bytes, child(bytes, child(bytes, mdia, "minf"), "stbl"), "stsd");
  if (!stsd || stsd.start + 8 + 36 > stsd.end) return null;
  const entry = stsd.start + 8;
  return { width: u16(bytes, entry + 32), height: u16(bytes, entry + 34) };
}

/** mdhd's or mvhd's duration over its timescale, in seconds. */
function mediaSeconds(bytes: Uint8Array, box: IsoBox) {
  const long = bytes[box.start] === 1;
  const timescale = u32(bytes, box.start + (long ? 20 : 12));
  const duration = long ? u64(bytes, box.start + 24) : u32(bytes, box.start + 16);
  return timescale > 0 ? duration / timescale : 0;
}

/* WebM (Matroska): elements are an ID and a size, both variable-length integers. */

const EBML = 0x1a45dfa3;
const DOC_TYPE = 0x4282;
const SEGMENT = 0x18538067;
const INFO = 0x1549a966;
const TIMECODE_SCALE = 0x2ad7b1;
const DURATION = 0x4489;
const TRACKS = 0x1654ae6b;
const TRACK_ENTRY = 0xae;
const TRACK_TYPE = 0x83;
const VIDEO = 0xe0;
const PIXEL_WIDTH = 0xb0;
const PIXEL_HEIGHT = 0xba;
const CLUSTER = 0x1f43b675;

type Element = { id: number; start: number; end: number; unknownSize: boolean };

/** The element at `at`, or null when its ID or size is malformed or it overruns `limit`. */
function elementAt(bytes: Uint8Array, at: number, limit: number): Element | null {
  const id = vint(bytes, at, 4, true);
  if (!id) return null;
  const size = vint(bytes, at + id.length, 8, false);
  if (!size) return null;
  const start = at + id.length + size.length;
  const unknownSize = size.value === 2 ** (7 * size.length) - 1;
  const end = unknownSize ? limit : start + size.value;
  if (end > limit) return null;
  return { id: id.value, start, end, unknownSize };
}

/** A variable-length integer: its length from the first byte's leading zeros; an ID keeps its marker bit. */
function vint(bytes: Uint8Array, at: number, maxLength: number, keepMarker: boolean) {
  const first = bytes[at];
  if (first === undefined || first === 0) return null;
  const length = Math.clz32(first) - 23;
  if (length > maxLength || at + length > bytes.length) return null;
  let value = keepMarker ? first : first & (0xff >> length);
  for (let index = 1; index < length; index++) value = value * 256 + (bytes[at + index] ?? 0);
  return { value, length };
}

function elements(bytes: Uint8Array, parent: { start: number; end: number }, stopAt?: number): Element[] | null {
  const found: Element[] = [];
  for (let at = parent.start; at < parent.end; ) {
    const element = elementAt(bytes, at, parent.end);
    if (!element) return null;
    found.push(element);
    if (element.id === stopAt || element.unknownSize) break;
    at = element.end;
  }
  return found;
}

const byId = (found: Element[] | null | undefined, id: number) => found?.find((element) => element.id === id);

const uint = (bytes: Uint8Array, element: Element | undefined) =>
  element ? bytes.subarray(element.start, element.end).reduce((value, byte) => value * 256 + byte, 0) : undefined;

function float(bytes: Uint8Array, element: Element | undefined) {
  if (!element) return undefined;
  const view = new DataView(bytes.buffer, bytes.byteOffset + element.start, element.end - element.start);
  if (view.byteLength === 4) return view.getFloat32(0);
  if (view.byteLength === 8) return view.getFloat64(0);
  return undefined;
}

function readWebm(bytes: Uint8Array): VideoFacts | null {
  const top = elements(bytes, { start: 0, end: bytes.length }, SEGMENT);
  const [header, segment] = top ?? [];
  if (header?.id !== EBML || segment?.id !== SEGMENT || top?.length !== 2) return null;
  // A segment of known size must end the file: nothing may be appended.
  if (!segment.unknownSize && segment.end !== bytes.length) return null;
  const docType = byId(elements(bytes, header), DOC_TYPE);
  if (!docType || ascii(bytes, docType.start, docType.end - docType.start) !== "webm") return null;
  const parts = elements(bytes, segment, CLUSTER);
  const info = byId(parts, INFO);
  const tracks = byId(parts, TRACKS);
  if (!info || !tracks) return null;
  const infoParts = elements(bytes, info);
  const scale = uint(bytes, byId(infoParts, TIMECODE_SCALE)) ?? 1_000_000;
  const duration = float(bytes, byId(infoParts, DURATION)) ?? 0;
  for (const entry of elements(bytes, tracks)?.filter((element) => element.id === TRACK_ENTRY) ?? []) {
    const fields = elements(bytes, entry);
    if (uint(bytes, byId(fields, TRACK_TYPE)) !== 1) continue;
    const video = byId(fields, VIDEO);
    const size = video ? elements(bytes, video) : null;
    const width = uint(bytes, byId(size, PIXEL_WIDTH)) ?? 0;
    const height = uint(bytes, byId(size, PIXEL_HEIGHT)) ?? 0;
    return { width, height, seconds: (duration * scale) / 1e9 };
  }
  return null;
}
