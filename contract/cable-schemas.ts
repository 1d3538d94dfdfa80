import { z } from "zod";

/**
 * The schema the /cable Durable Object checks a slideshow's messages with.
 * Apart from cable.ts, so the player, which only sends them, bundles no zod
 * (issue 21); it takes the type through cable.ts.
 */

/** A slideshow's heartbeat (spec §7): why it is sent, when, whether the screen shows it, and the screen's facts. */
export const heartbeatSchema = z.object({
  action: z.literal("heartbeat"),
  reason: z.enum(["mount", "interval", "slide", "visible", "hidden"]),
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
});
export type Heartbeat = z.infer<typeof heartbeatSchema>;
