import { z } from "zod";
import { questionSchema } from "../support-schemas";
import { endpoint } from "./define";

/** The FAQ dialog's Send (decisions.md). Every question is a mail to a person: rate-limited per visitor. */
export const postQuestion = endpoint({
  method: "post",
  path: "/support/questions",
  summary: "Mail a visitor's question to the support address",
  caller: "none",
  json: questionSchema,
  data: z.null(),
  errors: [429],
});
