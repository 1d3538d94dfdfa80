import { z } from "zod";
import { endpoint } from "./define";

/** Public on purpose: uptime monitors have no API key. */
export const getHealth = endpoint({
  method: "get",
  path: "/health",
  summary: "Uptime check with a database round trip (no API key)",
  caller: "none",
  data: z.object({ database: z.literal("ok"), time: z.string() }),
  errors: [503],
});
