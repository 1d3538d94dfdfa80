import type { SubmissionResult } from "@conform-to/react";

/** What save-style.ts answers the editor's script. */
export type SaveStyleAnswer =
  | { ok: true; message: string; redirectTo: string }
  | { ok: false; message?: string; result?: SubmissionResult<string[]> };
