import { env, SELF } from "cloudflare:test";
import { beforeAll, describe, expect, it } from "vitest";

const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3, 4, 5, 6, 7, 8]);

beforeAll(async () => {
  await env.MEDIA.put("avatars/abc123/photo.png", PNG, { httpMetadata: { contentType: "image/png" } });
});

describe("/media", () => {
  it("serves an R2 object with its type, long-lived caching and nosniff", async () => {
    const response = await SELF.fetch("http://localhost/media/avatars/abc123/photo.png");
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("image/png");
    expect(response.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    expect(response.headers.get("x-content-type-options")).toBe("nosniff");
    expect(response.headers.get("content-security-policy")).toContain("sandbox");
    expect(new Uint8Array(await response.arrayBuffer())).toEqual(PNG);
  });

  it("answers a conditional request with 304", async () => {
    const first = await SELF.fetch("http://localhost/media/avatars/abc123/photo.png");
    await first.arrayBuffer();
    const etag = first.headers.get("etag") ?? "";
    const second = await SELF.fetch("http://localhost/media/avatars/abc123/photo.png", {
      headers: { "If-None-Match": etag },
    });
    expect(second.status).toBe(304);
  });

  it("answers a failed If-Match with 412, not 304", async () => {
    const response = await SELF.fetch("http://localhost/media/avatars/abc123/photo.png", {
      headers: { "If-Match": '"not-the-etag"' },
    });
    expect(response.status).toBe(412);
  });

  it.each(["%zz", "avatars/%E0%A4%A", "%", "avatars/%2e%2e/secret"])(
    "answers the malformed or hostile path /media/%s with 404 and no stack trace",
    async (path) => {
      const response = await SELF.fetch(`http://localhost/media/${path}`);
      expect(response.status).toBe(404);
      expect(await response.text()).toBe("Not found");
    },
  );

  it("serves byte ranges, as video players ask for them", async () => {
    const response = await SELF.fetch("http://localhost/media/avatars/abc123/photo.png", {
      headers: { Range: "bytes=0-3" },
    });
    expect(response.status).toBe(206);
    expect(response.headers.get("content-range")).toBe(`bytes 0-3/${PNG.byteLength}`);
    expect(new Uint8Array(await response.arrayBuffer())).toEqual(PNG.slice(0, 4));
  });

  it.each(["/media/missing.png", "/media/..%2F..%2Fetc%2Fpasswd", "/media/avatars%2F..%2F..%2Fsecret", "/media/"])(
    "answers 404 for %s",
    async (path) => {
      const response = await SELF.fetch(`http://localhost${path}`);
      expect(response.status).toBe(404);
    },
  );

  it("refuses writes", async () => {
    const response = await SELF.fetch("http://localhost/media/avatars/abc123/photo.png", { method: "PUT", body: "x" });
    expect(response.status).toBe(405);
  });
});
