import { hashPassword, PASSWORD_ITERATIONS, verifyPassword } from "@workers/auth/password";
import { describe, expect, it } from "vitest";

const PEPPER = "pepper-for-this-test-only-0123456789";

describe("password hashing", () => {
  it("stores a versioned PBKDF2 hash that verifies only the right password", async () => {
    const stored = await hashPassword("Stylist#2026", PEPPER);
    expect(stored).toMatch(new RegExp(`^pbkdf2-sha256\\$${PASSWORD_ITERATIONS}\\$[\\w-]{22}\\$[\\w-]{43}$`));
    expect(await verifyPassword("Stylist#2026", stored, PEPPER)).toEqual({ valid: true, needsRehash: false });
    expect((await verifyPassword("stylist#2026", stored, PEPPER)).valid).toBe(false);
  });

  it("salts every hash", async () => {
    expect(await hashPassword("Same#1", PEPPER)).not.toBe(await hashPassword("Same#1", PEPPER));
  });

  it("needs the pepper: the database alone is not enough", async () => {
    const stored = await hashPassword("Stylist#2026", PEPPER);
    expect((await verifyPassword("Stylist#2026", stored, "another-pepper-0123456789")).valid).toBe(false);
  });

  it("asks for a rehash of a valid hash made with older parameters", async () => {
    const stored = await hashPassword("Stylist#2026", PEPPER);
    const [scheme, , salt] = stored.split("$");
    // Recreate the same password with fewer iterations, as an older version would have stored it.
    const key = await crypto.subtle.importKey(
      "raw",
      new TextEncoder().encode(PEPPER),
      { name: "HMAC", hash: "SHA-256" },
      false,
      ["sign"],
    );
    const peppered = await crypto.subtle.sign("HMAC", key, new TextEncoder().encode("Stylist#2026"));
    const base = await crypto.subtle.importKey("raw", peppered, "PBKDF2", false, ["deriveBits"]);
    const saltBytes = Uint8Array.from(atob((salt ?? "").replaceAll("-", "+").replaceAll("_", "/")), (c) =>
      c.charCodeAt(0),
    );
    const bits = await crypto.subtle.deriveBits(
      { name: "PBKDF2", hash: "SHA-256", salt: saltBytes, iterations: 1000 },
      base,
      256,
    );
    const hash = btoa(String.fromCharCode(...new Uint8Array(bits)))
      .replaceAll("+", "-")
      .replaceAll("/", "_")
      .replace(/=+$/, "");
    expect(await verifyPassword("Stylist#2026", [scheme, 1000, salt, hash].join("$"), PEPPER)).toEqual({
      valid: true,
      needsRehash: true,
    });
  });

  it("rejects malformed stored values instead of throwing", async () => {
    for (const stored of ["", "plain", "md5$1$a$b", "pbkdf2-sha256$abc$x$y"]) {
      expect((await verifyPassword("x", stored, PEPPER)).valid).toBe(false);
    }
  });
});
