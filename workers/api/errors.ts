import { MESSAGES } from "@contract/messages";
import { captureException } from "@sentry/cloudflare";
import type { Context } from "hono";
import { HTTPException } from "hono/http-exception";
import type { ContentfulStatusCode } from "hono/utils/http-status";

/** The error body of spec §8: `error`, `status` and, when one field is at fault, `input_name`. */
export type ApiErrorBody = {
  status: number;
  error: string;
  message: string;
  input_name?: string;
};

/** An expected failure with a message meant for the user. Thrown anywhere in the API. */
export class ApiError extends Error {
  constructor(
    readonly status: ContentfulStatusCode,
    message: string,
    readonly inputName?: string,
  ) {
    super(message);
  }
}

export function errorBody(status: number, message: string, inputName?: string): ApiErrorBody {
  return { status, error: message, message, ...(inputName ? { input_name: inputName } : {}) };
}

/** Hono's validator texts, said our way. */
const HONO_MESSAGES: [string, string][] = [
  ["Malformed JSON", MESSAGES.malformedJson],
  ["Malformed FormData", MESSAGES.malformedMultipart],
];

export function errorResponse(c: Context, error: unknown) {
  if (error instanceof ApiError) {
    return c.json(errorBody(error.status, error.message, error.inputName), error.status);
  }
  // Hono's own 4xx (malformed JSON or form body, body too large) in the same shape.
  if (error instanceof HTTPException && error.status < 500) {
    const status = error.status as ContentfulStatusCode;
    return c.json(
      errorBody(status, HONO_MESSAGES.find(([prefix]) => error.message.startsWith(prefix))?.[1] ?? error.message),
      status,
    );
  }
  // Unexpected: log and report the details for us, show the catalogue text to the user.
  console.error("API error", c.req.method, c.req.path, error);
  captureException(error);
  return c.json(errorBody(500, MESSAGES.serverError), 500);
}
