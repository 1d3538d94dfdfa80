/**
 * Posts a form and reports upload progress, which `fetch` cannot do (the
 * avatar field, the style editor). Resolves with the JSON answer, whatever its status;
 * rejects with `NotJsonAnswer` when the answer is not JSON (a redirect to
 * the login page, an error page), or with an Error on a network failure or abort.
 */
export function postWithProgress<Answer>(
  url: string,
  body: FormData,
  { onProgress, signal }: { onProgress?: (percent: number) => void; signal?: AbortSignal } = {},
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open("POST", url);
    request.setRequestHeader("Accept", "application/json");
    request.upload.addEventListener("progress", (event) => {
      if (event.lengthComputable) onProgress?.(Math.round((event.loaded / event.total) * 100));
    });
    request.addEventListener("load", () => {
      const isJson = (request.getResponseHeader("Content-Type") ?? "").includes("application/json");
      if (isJson) {
        try {
          return resolve(JSON.parse(request.responseText) as Answer);
        } catch {}
      }
      reject(new NotJsonAnswer(request.responseURL, request.status));
    });
    request.addEventListener("error", () => reject(new Error("network error")));
    request.addEventListener("abort", () => reject(new DOMException("The upload was cancelled.", "AbortError")));
    signal?.addEventListener("abort", () => request.abort(), { once: true });
    request.send(body);
  });
}

export class NotJsonAnswer extends Error {
  constructor(
    readonly url: string,
    readonly status: number,
  ) {
    super(`not a JSON answer from ${url} (${status})`);
  }
}
