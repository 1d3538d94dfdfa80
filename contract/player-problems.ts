/**
 * What went wrong in a screen's player (issue 34 point 7): an uncaught error,
 * a rejected promise nobody caught, or a picture or video that failed to
 * load. Sent over the screen's cable (`perform("problem")`), cut short and
 * stripped of query strings on the TV (`app/routes/slideshow/screen-problems.ts`).
 * No zod here: the player's bundle takes this module (issue 21). The object's
 * schema is in cable-schemas.ts; the API's answer and the owner's words in
 * screen-problems.ts.
 */
export const SCREEN_PROBLEM_KINDS = ["error", "rejection", "media"] as const;
export type ScreenProblemKind = (typeof SCREEN_PROBLEM_KINDS)[number];
/** A problem's message is cut to this many characters: enough to tell it, too short to carry much else. */
export const PROBLEM_MESSAGE_MAX = 200;
/** A media problem's message starts with which one failed: the owner reads "a video failed to load". */
export const MEDIA_PROBLEM_TYPES = ["video", "picture"] as const;
export type ScreenProblem = { action: "problem"; kind: ScreenProblemKind; message: string; at: number };
