import { z } from "zod";
import { PROBLEM_MESSAGE_MAX, SCREEN_PROBLEM_KINDS, type ScreenProblem } from "./player-problems";

/**
 * The schema the /cable Durable Object checks a slideshow's messages with.
 * Apart from cable.ts, so the player, which only sends them, bundles no zod
 * (issue 21); it takes the type through cable.ts.
 */

/** A slideshow's heartbeat (spec §7): why it is sent, when, whether the screen shows it, and the screen's facts. */
export const heartbeatSchema = z.object({
  action: z.literal("heartbeat"),
  reason: z.enum(["mount", "interval", "slide", "visible", "hidden", "report", "stalled"]),
  timestamp: z.number().int().nonnegative(),
  visible: z.boolean(),
  screen: z
    .object({
      width: z.number().int().min(0).max(100_000),
      height: z.number().int().min(0).max(100_000),
      orientation: z.string().max(40),
      resolution: z.string().max(40),
    })
    .partial()
    .optional(),
  /** What is on screen now (issue 23). */
  showing: z
    .object({
      kind: z.enum(["style", "ad"]),
      id: z.string().max(64),
      src: z.string().max(500),
      since: z.number().int().nonnegative(),
      waiting_on_video: z.boolean().optional(),
    })
    .optional(),
  /** The show's slide delay, which decides when a slide has stayed too long. */
  delay_ms: z.number().int().min(1).max(3_600_000).optional(),
  /** The player found itself stalled and is reloading once. */
  stalled: z.boolean().optional(),
  /** Plays since the last report, per item and UTC hour. */
  plays: z
    .array(
      z.object({
        kind: z.enum(["style", "ad"]),
        id: z.string().max(64),
        hour: z.number().int().nonnegative(),
        count: z.number().int().min(1).max(10_000),
      }),
    )
    .max(60)
    .optional(),
});
export type Heartbeat = z.infer<typeof heartbeatSchema>;

/** A screen's problem (issue 34 point 7): the TV already cut and cleaned its message; a longer one is refused. */
export const screenProblemSchema = z.object({
  action: z.literal("problem"),
  kind: z.enum(SCREEN_PROBLEM_KINDS),
  message: z.string().min(1).max(PROBLEM_MESSAGE_MAX),
  at: z.number().int().nonnegative(),
}) satisfies z.ZodType<ScreenProblem>;
