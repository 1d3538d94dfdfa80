import { isAlways, type StyleSchedule } from "@contract/style-schedule";

/**
 * A style's schedule as portfolios.schedule stores it (migration 0019): JSON,
 * NULL for always. Written only after contract/style-schedule-schemas.ts has
 * checked it, so it is read back as it was written.
 */
export const scheduleColumn = (schedule: StyleSchedule | null | undefined) =>
  schedule && !isAlways(schedule) ? JSON.stringify(schedule) : null;

/** The schedule of a row; null: always. */
export const scheduleOf = (column: string | null): StyleSchedule | null =>
  column ? (JSON.parse(column) as StyleSchedule) : null;
