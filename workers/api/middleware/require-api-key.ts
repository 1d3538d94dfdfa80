import { API_KEY_HEADER } from "@contract/api-headers";
import { createMiddleware } from "hono/factory";
import { secretsEqual } from "../../auth/constant-time";
import type { ApiEnv } from "../api-env";
import { ApiError } from "../errors";

/** Every /v1 call but the health check and the document carries the API key of spec §7. */
export const requireApiKey = createMiddleware<ApiEnv>(async (c, next) => {
  const given = c.req.header(API_KEY_HEADER);
  if (!given) throw new ApiError(401, `Missing API key: send the ${API_KEY_HEADER} header`);
  if (!(await secretsEqual(given, c.var.config.API_KEY))) throw new ApiError(401, "Invalid API key");
  await next();
});
