/**
 * Sample media made in the browser for the development page, the end-to-end
 * tests and `npm run bench:media`: a 12 MP camera-like JPEG and a short H.264
 * clip with sound, so nothing large is committed. Also reads back what a
 * conversion produced (type, size, duration, tracks). Development only: the
 * /dev/conversion page imports it; no product page does.
 */
import {
  ALL_FORMATS,
  AudioBufferSource,
  BlobSource,
  BufferTarget,
  CanvasSource,
  Input,
  Mp4OutputFormat,
  Output,
  Quality,
} from "mediabunny";

/** A photo-like JPEG: gradients, shapes and fine grain, so it is as hard to decode as a camera's (~3–5 MB at 12 MP). */
export async function makeTestJpeg(width = 4032, height = 3024, quality = 0.92): Promise<File> {
  const canvas = new OffscreenCanvas(width, height);
  const context = canvas.getContext("2d")!;
  paintScene(context, width, height, 0);
  const pixels = context.getImageData(0, 0, width, height);
  const data = pixels.data;
  let seed = 12345;
  for (let index = 0; index < data.length; index += 4) {
    seed = (seed * 1103515245 + 12345) & 0x7fffffff;
    const grain = (seed % 25) - 12;
    data[index] = data[index]! + grain;
    data[index + 1] = data[index + 1]! + grain;
    data[index + 2] = data[index + 2]! + grain;
  }
  context.putImageData(pixels, 0, 0);
  const blob = await canvas.convertToBlob({ type: "image/jpeg", quality });
  return new File([blob], `photo-${width}x${height}.jpg`, { type: "image/jpeg" });
}

/** An H.264 mp4 with moving shapes and, unless `audio: false`, an Opus tone (as a phone clip has sound). */
export async function makeTestVideo({
  width = 640,
  height = 360,
  seconds = 2,
  fps = 30,
  bitrate = 4_000_000,
  audio = true,
}: {
  width?: number;
  height?: number;
  seconds?: number;
  fps?: number;
  bitrate?: number;
  audio?: boolean;
} = {}) {
  const canvas = new OffscreenCanvas(width, height);
  const context = canvas.getContext("2d")!;
  const output = new Output({ format: new Mp4OutputFormat({ fastStart: "in-memory" }), target: new BufferTarget() });
  const video = new CanvasSource(canvas, { codec: "avc", quality: new Quality({ bitrate }), keyFrameInterval: 2 });
  output.addVideoTrack(video, { frameRate: fps });
  const sound = audio ? new AudioBufferSource({ codec: "opus", quality: new Quality({ bitrate: 64_000 }) }) : null;
  if (sound) output.addAudioTrack(sound);
  await output.start();
  const frames = Math.round(seconds * fps);
  for (let frame = 0; frame < frames; frame++) {
    paintScene(context, width, height, frame / fps);
    await video.add(frame / fps, 1 / fps);
  }
  if (sound) {
    const sampleRate = 48_000;
    const buffer = new AudioBuffer({ length: Math.round(seconds * sampleRate), numberOfChannels: 1, sampleRate });
    const channel = buffer.getChannelData(0);
    for (let index = 0; index < channel.length; index++)
      channel[index] = 0.2 * Math.sin((2 * Math.PI * 440 * index) / sampleRate);
    await sound.add(buffer);
  }
  await output.finalize();
  const bytes = output.target.buffer!;
  return new File([bytes], `clip-${width}x${height}-${seconds}s.mp4`, { type: "video/mp4" });
}

function paintScene(context: OffscreenCanvasRenderingContext2D, width: number, height: number, time: number) {
  const sky = context.createLinearGradient(0, 0, width, height);
  sky.addColorStop(0, "#f4d2b8");
  sky.addColorStop(0.5, "#c0567a");
  sky.addColorStop(1, "#2b2a5c");
  context.fillStyle = sky;
  context.fillRect(0, 0, width, height);
  const unit = Math.min(width, height);
  for (let index = 0; index < 12; index++) {
    const x = ((index * 0.173 + time * 0.05 * ((index % 3) + 1)) % 1) * width;
    const y = (0.15 + ((index * 0.311) % 0.7)) * height;
    context.beginPath();
    context.fillStyle = `hsl(${(index * 47 + time * 40) % 360} 70% 55% / 0.8)`;
    context.arc(x, y, unit * (0.04 + (index % 4) * 0.02), 0, Math.PI * 2);
    context.fill();
  }
  context.fillStyle = "#fff";
  context.font = `bold ${Math.round(unit / 12)}px sans-serif`;
  context.fillText(`Stylecast ${time.toFixed(2)}s`, unit * 0.05, height - unit * 0.08);
}

/** What an image blob is: its type and pixel size. */
export async function imageInfo(blob: Blob) {
  const bitmap = await createImageBitmap(blob);
  const info = { type: blob.type, bytes: blob.size, width: bitmap.width, height: bitmap.height };
  bitmap.close();
  return info;
}

/** What a video blob is: its container type, size, duration, codecs and display size. */
export async function videoInfo(blob: Blob) {
  const input = new Input({ source: new BlobSource(blob), formats: ALL_FORMATS });
  try {
    const video = await input.getPrimaryVideoTrack();
    const audio = await input.getPrimaryAudioTrack();
    return {
      type: blob.type,
      mime: await input.getMimeType(),
      bytes: blob.size,
      duration: await input.computeDuration(),
      videoCodec: video?.codec ?? null,
      width: video ? await video.getDisplayWidth() : 0,
      height: video ? await video.getDisplayHeight() : 0,
      audioCodec: audio?.codec ?? null,
    };
  } finally {
    input.dispose();
  }
}
