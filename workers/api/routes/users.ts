import { OpenAPIHono } from "@hono/zod-openapi";
import type { ApiEnv } from "../api-env";
import { accounts } from "./accounts";
import { portfolios } from "./portfolios";
import { screens } from "./screens";
import { tvPairing } from "./tv-pairing";
import { usersPasswords } from "./users-passwords";
import { usersSession } from "./users-session";

/** `/v1/users/…` (spec §7). */
export const users = new OpenAPIHono<ApiEnv>()
  .route("/", usersSession)
  .route("/", usersPasswords)
  .route("/", accounts)
  .route("/", portfolios)
  .route("/", tvPairing)
  .route("/", screens);
