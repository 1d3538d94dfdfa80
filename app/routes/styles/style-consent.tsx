import { parseWithZod } from "@conform-to/zod/v4";
import { CHANNEL_LABELS, CHANNELS, CONSENT_MESSAGES, shopCalled } from "@contract/consent";
import { consentAnswerSchema } from "@contract/consent-schemas";
import {
  getConsent,
  getConsentLog,
  giveConsentInShop,
  makeConsentLink,
  withdrawConsentAsOwner,
} from "@contract/endpoints/consent";
import { styleTitle } from "@contract/style-labels";
import { data, Form, Link } from "react-router";
import { ConsentForm } from "~/components/consent-form";
import { ConsentLog } from "~/components/consent-log";
import { FormAlert, SubmitButton } from "~/components/form-field";
import { inputClassName } from "~/components/input-class-name";
import { OutcomeNotice } from "~/components/outcome-notice";
import { accountOwner } from "~/lib/account-owner.server";
import { api } from "~/lib/api-client.server";
import { errorFromApiFailure, statusForFailure } from "~/lib/api-failure.server";
import { readForm } from "~/lib/forms/read-form.server";
import { replyFromApiFailure } from "~/lib/forms/reply-from-api-failure.server";
import { shopDateTime } from "~/lib/shop-dates";
import { toasts } from "~/lib/toast.server";
import type { Route } from "./+types/style-consent";
import { loadOwnStyle } from "./style-editor.server";
import { useStylesAccount } from "./use-styles-account";

/**
 * /{account_id}/styles/{style_id}/consent (issue 35): the stylist hands their
 * phone to the client, who answers the consent page there; or sends them a
 * one-time link (by mail, or copied for WhatsApp). The consent that stands is
 * shown with a way to withdraw it. Every form works without JavaScript.
 */
export async function loader(args: Route.LoaderArgs) {
  const { accountId } = accountOwner(args.context);
  const { styleId } = args.params;
  const style = await loadOwnStyle(args, accountId, styleId);
  const [standing, log] = await Promise.all([
    api(args, getConsent, { params: { id: styleId } }),
    api(args, getConsentLog, { params: { id: styleId } }),
  ]);
  if (!standing.ok) throw errorFromApiFailure(standing);
  if (!log.ok) throw errorFromApiFailure(log);
  const pictures = style.attributes.payload
    .map((item) => item.cover ?? item.thumb)
    .filter((src): src is string => Boolean(src));
  return { style, consent: standing.data, log: log.data, pictures };
}

const ANSWER_FIELDS = ["client_name", "client_email", "pages", "screens", "agree"];

export async function action(args: Route.ActionArgs) {
  const { accountId } = accountOwner(args.context);
  const { styleId } = args.params;
  const form = await readForm(args.request);
  const intent = form.get("intent");
  const back = `/${accountId}/styles/${styleId}/consent`;
  if (intent === "withdraw") {
    const withdrawn = await api(args, withdrawConsentAsOwner, { params: { id: styleId } });
    if (!withdrawn.ok)
      return data(
        { intent, result: undefined, link: null, error: withdrawn.message },
        { status: statusForFailure(withdrawn) },
      );
    return toasts().redirectWithSuccess(back, withdrawn.message);
  }
  if (intent === "link") {
    const email = String(form.get("email") ?? "").trim();
    const made = await api(args, makeConsentLink, { params: { id: styleId }, json: email ? { email } : {} });
    if (!made.ok)
      return data({ intent, result: undefined, link: null, error: made.message }, { status: statusForFailure(made) });
    return { intent, result: undefined, link: { url: made.data.url, mailed: Boolean(email) }, error: null };
  }
  const submission = parseWithZod(form, { schema: consentAnswerSchema });
  if (submission.status !== "success") {
    return data({ intent, result: submission.reply(), link: null, error: null }, { status: 422 });
  }
  const json = { ...submission.value, client_email: submission.value.client_email ?? undefined };
  const given = await api(args, giveConsentInShop, { params: { id: styleId }, json });
  if (!given.ok) {
    return replyFromApiFailure(submission, given, {
      fields: ANSWER_FIELDS,
      extra: { intent, link: null, error: null },
    });
  }
  return toasts().redirectWithSuccess(back, given.message);
}

export default function StyleConsent({ loaderData, actionData, params }: Route.ComponentProps) {
  const { style, consent, log, pictures } = loaderData;
  const company = shopCalled(style.attributes.account.company);
  const account = useStylesAccount();
  return (
    <section aria-labelledby="consent-title" className="mx-auto max-w-md space-y-6">
      <div className="space-y-1">
        <Link to={`/${params.accountId}/styles/${params.styleId}`} className="text-sm font-semibold text-brand-dark">
          ← {styleTitle(style.attributes)}
        </Link>
        <h1 id="consent-title" className="text-2xl font-bold tracking-tight">
          Your client's consent
        </h1>
      </div>

      {consent ? (
        <div className="card space-y-3 p-5">
          <OutcomeNotice tone="success" title={`Given by ${consent.client_name}`}>
            <p>
              {consent.given_by === "link" ? "By link" : "In the shop"},{" "}
              {shopDateTime(consent.given_at, account.attributes.time_zone)}
            </p>
            <ul>
              {CHANNELS.map((channel) => (
                <li key={channel}>
                  {consent.channels[channel] ? "Yes" : "No"}: {CHANNEL_LABELS[channel]}
                </li>
              ))}
            </ul>
          </OutcomeNotice>
          <Form method="post">
            <input type="hidden" name="intent" value="withdraw" />
            <FormAlert
              id="withdraw-error"
              errors={actionData?.intent === "withdraw" && actionData.error ? [actionData.error] : undefined}
            />
            <SubmitButton className="btn-secondary w-full" pendingLabel="Withdrawing…">
              Withdraw this consent
            </SubmitButton>
          </Form>
        </div>
      ) : null}

      <div className="card p-5 sm:p-8">
        <p className="mb-5 rounded-xl bg-paper px-4 py-3 text-sm font-semibold">Hand your phone to your client.</p>
        {/* A fresh form for each consent saved: the next client is handed a blank one, with JavaScript as without. */}
        <ConsentForm
          key={consent?.id ?? "none"}
          company={company}
          pictures={pictures}
          intent="give"
          result={actionData?.intent === "give" ? actionData.result : undefined}
        />
      </div>

      <div className="card space-y-4 p-5 sm:p-8">
        <h2 className="text-lg font-bold">Or send a link</h2>
        <p className="text-sm text-ink-soft">
          Your client answers on their own phone. The link works once, for 7 days.
        </p>
        {actionData?.link ? (
          <OutcomeNotice
            tone="success"
            title={actionData.link.mailed ? CONSENT_MESSAGES.linkMailed : CONSENT_MESSAGES.linkMade}
          >
            <p className="break-all font-mono text-xs text-ink" data-testid="consent-link">
              {actionData.link.url}
            </p>
            <a
              className="btn-secondary w-full"
              href={`https://wa.me/?text=${encodeURIComponent(`${company} asks before showing your photos: ${actionData.link.url}`)}`}
            >
              Send by WhatsApp
            </a>
          </OutcomeNotice>
        ) : null}
        <Form method="post" className="space-y-3">
          <input type="hidden" name="intent" value="link" />
          <FormAlert
            id="link-error"
            errors={actionData?.intent === "link" && actionData.error ? [actionData.error] : undefined}
          />
          <label htmlFor="link-email" className="block text-sm font-semibold">
            Client's e-mail (optional)
          </label>
          <input id="link-email" name="email" type="email" autoComplete="off" className={inputClassName} />
          <SubmitButton className="btn-primary w-full" pendingLabel="Making the link…">
            Get a consent link
          </SubmitButton>
        </Form>
      </div>
      {log.length ? (
        <ConsentLog
          log={log}
          when={(at) => shopDateTime(at, account.attributes.time_zone)}
          csvHref={`/${params.accountId}/styles/${params.styleId}/consent-log.csv`}
        />
      ) : null}
    </section>
  );
}

export const meta: Route.MetaFunction = () => [{ title: "Client consent | Stylecast" }];
