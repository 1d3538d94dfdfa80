import { Hono } from "hono";
import { z } from "zod";
import { findAccountByReferralCode } from "../../db/accounts";
import type { ApiEnv } from "../app";
import { ApiError } from "../errors";
import { readJson } from "../read-body";
import { ok } from "../respond";

const verifySchema = z.object({
  referral_code: z
    .string({ error: "referral_code is required" })
    .trim()
    .min(4, "Referral code must be longer than 3 characters")
    .max(64, "Referral code is too long"),
});

export const users = new Hono<ApiEnv>().post("/verify", async (c) => {
  const { referral_code } = await readJson(c, verifySchema);
  const account = await findAccountByReferralCode(c.env.DB, referral_code);
  if (!account) throw new ApiError(422, "Invalid referral code", "referral_code");
  return ok(c, { referral_code }, "Referral code verified");
});
