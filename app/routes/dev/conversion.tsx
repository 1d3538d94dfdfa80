import { useEffect, useMemo, useRef, useState } from "react";
import { requireDevelopment } from "~/lib/dev-only.server";
import type { ConvertedMedia, Orientation } from "~/lib/media-conversion";
import type { Route } from "./+types/conversion";

/**
 * Development-only bench for the browser's media conversion
 * (app/lib/media-conversion): pick a file, watch the progress, cancel, see
 * the outputs. The end-to-end tests and `npm run bench:media` drive the same
 * module here through `window.stylecastConversion`. Like every page, it loads
 * the conversion code only with `import()`.
 */
export function loader() {
  requireDevelopment();
  return null;
}

type Lab = {
  conversion: typeof import("~/lib/media-conversion");
  samples: typeof import("~/lib/media-conversion/test-media.client");
};

declare global {
  interface Window {
    stylecastConversion?: Lab;
  }
}

type State =
  | { step: "idle" }
  | { step: "converting"; percent: number }
  | { step: "done"; result: ConvertedMedia; ms: number }
  | { step: "failed"; message: string };

export default function ConversionLab() {
  const [lab, setLab] = useState<Lab | null>(null);
  const [orientation, setOrientation] = useState<Orientation>("landscape");
  const [state, setState] = useState<State>({ step: "idle" });
  const abort = useRef<AbortController | null>(null);

  useEffect(() => {
    let live = true;
    Promise.all([import("~/lib/media-conversion"), import("~/lib/media-conversion/test-media.client")]).then(
      ([conversion, samples]) => {
        window.stylecastConversion = { conversion, samples };
        if (live) setLab({ conversion, samples });
      },
    );
    return () => {
      live = false;
    };
  }, []);

  async function convert(file: File) {
    if (!lab) return;
    abort.current?.abort();
    const controller = new AbortController();
    abort.current = controller;
    setState({ step: "converting", percent: 0 });
    const started = performance.now();
    try {
      const result = await lab.conversion.convertForUpload(file, {
        orientation,
        signal: controller.signal,
        onProgress: (percent) => setState({ step: "converting", percent }),
      });
      setState({ step: "done", result, ms: performance.now() - started });
    } catch (error) {
      if (controller.signal.aborted) setState({ step: "idle" });
      else setState({ step: "failed", message: error instanceof Error ? error.message : String(error) });
    }
  }

  return (
    <section className="mx-auto max-w-4xl space-y-6 px-4 py-10 sm:px-6">
      <header>
        <h1 className="text-3xl font-bold tracking-tight">Media conversion</h1>
        <p className="mt-2 text-ink-soft">Development only: converts a file in this browser, uploads nothing.</p>
      </header>

      <div className="card space-y-4">
        <label className="block">
          <span className="font-semibold">Screen orientation</span>
          <select
            className="mt-1 block rounded-lg border px-3 py-2"
            value={orientation}
            onChange={(event) => setOrientation(event.target.value as Orientation)}
          >
            <option value="landscape">Landscape (1920x1080 slides)</option>
            <option value="portrait">Portrait (1080x1920 slides)</option>
          </select>
        </label>
        <label className="block">
          <span className="font-semibold">File</span>
          <input
            type="file"
            className="mt-1 block"
            accept="image/png,image/webp,image/jpeg,image/heic,image/heif,.heic,.heif,video/mp4,video/webm,video/x-m4v,video/quicktime"
            disabled={!lab}
            onChange={(event) => {
              const file = event.target.files?.[0];
              if (file) void convert(file);
            }}
          />
        </label>
        <p data-testid="conversion-ready" className="text-sm text-ink-soft">
          {lab ? "Converter loaded." : "Loading the converter…"}
        </p>
      </div>

      <output className="card block space-y-3" aria-live="polite">
        {state.step === "idle" && <p className="text-ink-soft">Nothing converted yet.</p>}
        {state.step === "converting" && (
          <div className="space-y-2">
            <label className="block">
              Converting… {state.percent}%
              <progress className="block w-full" max={100} value={state.percent} />
            </label>
            <button type="button" className="btn-secondary" onClick={() => abort.current?.abort()}>
              Cancel
            </button>
          </div>
        )}
        {state.step === "failed" && (
          <p role="alert" data-testid="conversion-error" className="font-semibold text-red-700">
            {state.message}
          </p>
        )}
        {state.step === "done" && <Outputs result={state.result} ms={state.ms} />}
      </output>
    </section>
  );
}

function Outputs({ result, ms }: { result: ConvertedMedia; ms: number }) {
  const blobs = useMemo<[string, Blob][]>(
    () =>
      result.kind === "image"
        ? [
            ["slide", result.slide],
            ["thumb", result.thumb],
            ["cover", result.cover],
          ]
        : [
            ["video", result.video],
            ["poster", result.poster],
          ],
    [result],
  );
  const [urls, setUrls] = useState<string[]>([]);
  useEffect(() => {
    const made = blobs.map(([, blob]) => URL.createObjectURL(blob));
    setUrls(made);
    return () => {
      for (const url of made) URL.revokeObjectURL(url);
    };
  }, [blobs]);

  return (
    <div data-testid="conversion-done">
      <p>
        Done in {(ms / 1000).toFixed(2)} s{result.kind === "video" ? ` with ${result.engine}` : ""}.
      </p>
      <ul className="mt-3 grid gap-4 sm:grid-cols-3">
        {blobs.map(([name, blob], index) => (
          <li key={name} className="space-y-1">
            <p className="text-sm">
              {name}: {blob.type}, {(blob.size / 1024).toFixed(0)} KiB
            </p>
            {urls[index] &&
              (blob.type.startsWith("video/") ? (
                <video src={urls[index]} controls muted className="w-full rounded-lg" />
              ) : (
                <img src={urls[index]} alt={`Converted ${name}`} className="w-full rounded-lg" />
              ))}
          </li>
        ))}
      </ul>
    </div>
  );
}

export const meta: Route.MetaFunction = () => [{ title: "Media conversion | Stylecast" }];
