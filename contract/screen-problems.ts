import { z } from "zod";
import {
  MEDIA_PROBLEM_TYPES,
  PROBLEM_MESSAGE_MAX,
  SCREEN_PROBLEM_KINDS,
  type ScreenProblemKind,
} from "./player-problems";
import { count, text, timestamp } from "./schema-parts";

/**
 * A screen's last problem (issue 34 point 7) as the API answers it to the
 * owner (My screens) and the admin (analytics detail), and the words the
 * owner reads for it. The TV's side is in cable.ts (zod-free, for the player).
 */
export const lastProblemSchema = z
  .object({
    kind: z.enum(SCREEN_PROBLEM_KINDS),
    message: text(PROBLEM_MESSAGE_MAX).meta({
      description: "As the TV told it: cut short, without query strings or e-mail addresses",
    }),
    at: timestamp,
    browser: text(1025).nullable().meta({ description: "The browser and its version, from the screen's User-Agent" }),
    count: count.meta({ description: "Problems kept for this screen so far (each TV tells at most 3 in 10 minutes)" }),
  })
  .meta({ id: "ScreenProblem" });
export type LastProblem = z.infer<typeof lastProblemSchema>;

/** What went wrong, in the owner's words: "Last problem: 2 min ago — a video failed to load". */
export const SCREEN_PROBLEM_WORDS = {
  title: "Last problem",
  error: "the player hit an error",
  rejection: "the player hit an error while waiting on something",
  media: { video: "a video failed to load", picture: "a picture failed to load" },
  count: (problems: number) => `${problems} ${problems === 1 ? "problem" : "problems"} in all`,
} as const;

/** The owner's words for a problem; a media problem's message starts with which kind of file failed. */
export function problemWords(problem: { kind: ScreenProblemKind; message: string }): string {
  if (problem.kind !== "media") return SCREEN_PROBLEM_WORDS[problem.kind];
  return problem.message.startsWith(MEDIA_PROBLEM_TYPES[0])
    ? SCREEN_PROBLEM_WORDS.media.video
    : SCREEN_PROBLEM_WORDS.media.picture;
}

/** How long ago, as a glance reads it: "just now", "2 min ago", "3 h ago", "4 days ago". */
export function timeAgo(at: number, now: number): string {
  const minutes = Math.floor(Math.max(0, now - at) / 60_000);
  if (minutes < 1) return "just now";
  if (minutes < 60) return `${minutes} min ago`;
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return `${hours} h ago`;
  const days = Math.floor(hours / 24);
  return `${days} ${days === 1 ? "day" : "days"} ago`;
}
