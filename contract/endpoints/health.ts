import { z } from "zod";
import { timestamp } from "../schema-parts";
import { endpoint } from "./define";

/** Public on purpose: uptime monitors have no API key. */
export const getHealth = endpoint({
  method: "get",
  path: "/health",
  summary: "Uptime check with a database round trip (no API key)",
  caller: "none",
  // Anyone may call it: not even the API key.
  security: [{}],
  data: z.object({ database: z.literal("ok"), time: timestamp }),
  errors: [503],
});
