import { SCHEDULE_MESSAGES } from "@contract/style-schedule-schemas";
import { describe, expect, it } from "vitest";
import { styleFormSchema } from "./style-form-schema";

const style = { gender: "female", color: "red", style: "updo", subject: "none" };

describe("the style form's schedule (issue 34)", () => {
  it("refuses “Only at chosen times” with nothing chosen, naming the first field, rather than saving it as always", () => {
    const result = styleFormSchema.safeParse({ ...style, schedule: "chosen", schedule_from: "", schedule_days: [] });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map(({ path, message }) => [path[0], message])).toEqual([
      ["schedule_from", SCHEDULE_MESSAGES.nothingChosen],
    ]);
  });

  it("takes chosen times with one part given, and Always with the fields blank", () => {
    expect(styleFormSchema.safeParse({ ...style, schedule: "chosen", schedule_days: ["sat"] }).success).toBe(true);
    expect(styleFormSchema.safeParse({ ...style, schedule: "always", schedule_from: "" }).success).toBe(true);
  });

  it("still names the field of a wrong part", () => {
    const result = styleFormSchema.safeParse({ ...style, schedule: "chosen", schedule_window_from: "17:00" });
    expect(result.error?.issues.map(({ path, message }) => [path[0], message])).toEqual([
      ["schedule_window_to", SCHEDULE_MESSAGES.windowBoth],
    ]);
  });
});
