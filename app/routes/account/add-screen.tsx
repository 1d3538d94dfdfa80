import { MY_SCREENS_TEXTS } from "@contract/screens";
import { Link } from "react-router";

/**
 * "Add a screen" (issue 34 point 9), on My screens and the Slideshow
 * settings: /link, where the phone types the code the TV shows, with the
 * hint that comes first (open /tv on the TV). A plain link: no JavaScript.
 */
export function AddScreen({ className }: { className?: string }) {
  return (
    <div className={`flex flex-wrap items-center gap-x-4 gap-y-2 ${className ?? ""}`}>
      <Link to="/link" className="btn-secondary" aria-describedby="add-screen-hint">
        {MY_SCREENS_TEXTS.addScreen}
      </Link>
      <p id="add-screen-hint" className="text-sm text-ink-soft">
        {MY_SCREENS_TEXTS.addScreenHint}
      </p>
    </div>
  );
}
