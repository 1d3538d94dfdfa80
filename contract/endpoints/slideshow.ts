import { slideshowSchema } from "../slideshow-schemas";
import { endpoint } from "./define";

/** What a TV plays (spec §2 Slideshow player, §6, §9). */
export const getSlideshow = endpoint({
  method: "get",
  path: "/slideshow/{account_id}",
  summary:
    "What a TV plays for /{slug}-{account_id} (no sign-in): the account's slideshow settings, its approved styles shown in the slideshow, and the ads unless it has GOLD or DIAMOND",
  caller: "none",
  data: slideshowSchema,
  errors: [404],
});
