import { describe, expect, it } from "vitest";
import { toastTypeForStatus } from "./messages";

describe("toastTypeForStatus", () => {
  it("gives a network failure (status 0) a warning", () => {
    expect(toastTypeForStatus(0)).toBe("warning");
  });

  it.each([200, 201, 204, 299])("gives %i a success", (status) => {
    expect(toastTypeForStatus(status)).toBe("success");
  });

  it.each([400, 401, 403, 404, 409, 422, 429, 500, 502, 503])("gives %i an error", (status) => {
    expect(toastTypeForStatus(status)).toBe("error");
  });

  it.each([100, 199, 300, 302, 304, 399])("gives %i an info", (status) => {
    expect(toastTypeForStatus(status)).toBe("info");
  });
});
