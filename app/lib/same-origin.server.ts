import { MESSAGES } from "@contract/messages";

/**
 * React Router checks the Origin of submissions to UI routes; resource routes
 * must do it themselves (docs/decisions/0004-cookies-and-csrf.md). Browsers always send
 * Origin on POST, so a foreign one means a cross-site form.
 */
export function assertSameOrigin(request: Request) {
  const origin = request.headers.get("Origin");
  if (origin !== null && origin !== new URL(request.url).origin) {
    // A Response, not `data()`: resource routes turn a thrown `data()` into a bare "Unexpected Server Error".
    throw Response.json({ error: MESSAGES.crossOrigin, message: MESSAGES.crossOrigin }, { status: 403 });
  }
}
