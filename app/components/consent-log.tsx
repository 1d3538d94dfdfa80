import { CONSENT_LOG_WORDS } from "@contract/consent-log";
import type { ConsentLogEntry } from "@contract/consent-schemas";

/**
 * A style's consent log (issue 35 point 7): what happened and when, with the
 * CSV to download; the owner's consent page and the admin's read it alike.
 * Printing the page prints it as it is.
 */
export function ConsentLog({
  log,
  when,
  csvHref,
}: {
  log: ConsentLogEntry[];
  when: (at: string) => string;
  csvHref: string;
}) {
  return (
    <section aria-labelledby="consent-log" className="card space-y-3 p-5">
      <div className="flex items-center justify-between gap-3">
        <h2 id="consent-log" className="text-lg font-bold">
          Consent log
        </h2>
        <a href={csvHref} className="btn-secondary min-h-10 px-3 text-sm" download>
          Download CSV
        </a>
      </div>
      {log.length ? (
        <ol className="space-y-2 text-sm">
          {log.map((entry) => (
            <li key={`${entry.at}-${entry.kind}`}>
              <span className="font-semibold">{CONSENT_LOG_WORDS[entry.kind]}</span>, {when(entry.at)}
              {entry.detail ? <span className="block break-words text-ink-soft">{entry.detail}</span> : null}
            </li>
          ))}
        </ol>
      ) : (
        <p className="text-sm text-ink-soft">Nothing yet.</p>
      )}
    </section>
  );
}
