import { env, SELF } from "cloudflare:test";
import { MESSAGES } from "@contract/messages";
import { describe, expect, it } from "vitest";

const API = "http://localhost/v1";
const key = () => ({ "X-API-Key": env.API_KEY as string });

/** A body sent without a declared length (chunked), in `count` chunks of `size` bytes. */
function chunked(text: string, count: number) {
  const chunk = new TextEncoder().encode(text);
  let sent = 0;
  return new ReadableStream<Uint8Array>({
    pull(controller) {
      if (sent++ < count) controller.enqueue(chunk);
      else controller.close();
    },
  });
}

/** `stream` passed through unchanged, counting its chunks: `pulled()` is how many went through so far. */
function counted(stream: ReadableStream<Uint8Array>) {
  let pulled = 0;
  const body = stream.pipeThrough(
    new TransformStream<Uint8Array, Uint8Array>({
      transform(chunk, controller) {
        pulled++;
        controller.enqueue(chunk);
      },
    }),
  );
  return { body, pulled: () => pulled };
}

describe("request bodies without a declared length", () => {
  it("are read up to their limit and handled as any other", async () => {
    const response = await SELF.fetch(`${API}/users/verify`, {
      method: "POST",
      headers: { ...key(), "Content-Type": "application/json" },
      body: chunked(JSON.stringify({ referral_code: "abc" }), 1),
    });
    expect(response.status).toBe(422);
    expect(await response.json()).toMatchObject({ error: "Referral code must be longer than 3 characters" });
  });

  it("past their limit are refused with 413 once read to the end", async () => {
    const { body, pulled } = counted(chunked("x".repeat(16 * 1024), 10));
    const response = await SELF.fetch(`${API}/users/verify`, {
      method: "POST",
      headers: { ...key(), "Content-Type": "application/json" },
      body,
    });
    expect(response.status).toBe(413);
    expect(await response.json()).toMatchObject({ status: 413, error: MESSAGES.bodyTooLarge });
    expect(pulled()).toBe(10);
  });
});

describe("early refusals", () => {
  it("read the request's body before answering (401, 415)", async () => {
    for (const [headers, status] of [
      [{ "Content-Type": "application/json" }, 401],
      [{ ...key(), "Content-Type": "text/plain" }, 415],
    ] as const) {
      const { body, pulled } = counted(chunked("x".repeat(1024), 50));
      const response = await SELF.fetch(`${API}/users/sign_in`, { method: "POST", headers, body });
      expect(response.status).toBe(status);
      expect(pulled()).toBe(50);
    }
  });
});
