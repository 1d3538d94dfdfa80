import { getOutbox } from "@contract/endpoints/dev";
import { data } from "react-router";
import { api } from "~/lib/api-client.server";
import { requireDevelopment } from "~/lib/dev-only.server";
import type { Route } from "./+types/outbox";

export async function loader(args: Route.LoaderArgs) {
  requireDevelopment();
  const result = await api(args, getOutbox);
  if (!result.ok) throw data(result.message, { status: result.status || 502 });
  return { mails: result.data };
}

const URL_PATTERN = /(https?:\/\/[^\s<>"]+)/g;

/** Mail kept locally instead of sent (no provider key). Links are clickable so a person or a test can follow them. */
export default function Outbox({ loaderData }: Route.ComponentProps) {
  return (
    <section className="mx-auto max-w-3xl px-4 py-10 sm:px-6">
      <h1 className="text-3xl font-bold tracking-tight">Outbox</h1>
      <p className="mt-2 text-ink-soft">Development only: mail that would have been sent, newest first.</p>
      {loaderData.mails.length === 0 ? (
        <p className="card mt-8 text-center text-ink-soft">No mail yet.</p>
      ) : (
        <ol className="mt-8 space-y-4">
          {loaderData.mails.map((mail) => (
            <li key={mail.id} className="card" data-testid="outbox-mail">
              <p className="text-xs text-ink-soft">
                {new Date(mail.created_at).toLocaleString("de-DE")} · to{" "}
                <span data-testid="mail-to">{mail.to_address}</span>
                {mail.reply_to ? ` · reply to ${mail.reply_to}` : ""}
              </p>
              <h2 className="mt-1 font-semibold">{mail.subject}</h2>
              <p className="mt-3 text-sm whitespace-pre-wrap text-ink-soft">
                {mail.text_body.split(URL_PATTERN).map((part, index) =>
                  index % 2 === 1 ? (
                    // biome-ignore lint/suspicious/noArrayIndexKey: parts of one immutable string
                    <a key={index} href={part} className="break-all text-brand-dark underline">
                      {part}
                    </a>
                  ) : (
                    part
                  ),
                )}
              </p>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}

export const meta: Route.MetaFunction = () => [{ title: "Outbox | Stylecast" }];
