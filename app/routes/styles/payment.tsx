import { isDevelopment } from "@contract/config";
import { promoteStyle } from "@contract/endpoints/styles";
import { PLAN_NAMES, type PlanName, PROMOTION_PLANS } from "@contract/style";
import { formatEuros, PAYMENT_PLACEHOLDER, planPrice, styleTitle } from "@contract/style-labels";
import { Form, Link, redirect } from "react-router";
import { Section } from "~/components/section";
import { accountOwner } from "~/lib/account-owner.server";
import { api } from "~/lib/api-client.server";
import { appConfig } from "~/lib/config.server";
import { readForm } from "~/lib/forms/read-form.server";
import { toasts } from "~/lib/toast.server";
import type { Route } from "./+types/payment";
import { loadOwnStyle } from "./style-editor.server";

/**
 * /{account_id}/styles/{style_id}/payment?plan=…: where "Continue to
 * payment" leads (spec §2 Payment page). A clearly marked placeholder
 * (decisions.md: until a payment provider is chosen): it shows the order
 * and sample transactions; no money is taken and nothing is recorded.
 *
 * On a test system the page can record the promotion without paying, so
 * Explore's ranking can be tried; in production the API refuses that (503).
 * The seam: once a provider is chosen, the action starts the payment and
 * records the plan only when the provider confirms it.
 */
export async function loader(args: Route.LoaderArgs) {
  const { accountId } = accountOwner(args.context);
  const style = await loadOwnStyle(args, accountId, args.params.styleId);
  return { style, plan: chosenPlan(args.request.url, accountId, style.id), testSystem: isDevelopment(appConfig()) };
}

export async function action(args: Route.ActionArgs) {
  const { accountId } = accountOwner(args.context);
  const style = await loadOwnStyle(args, accountId, args.params.styleId);
  const plan = chosenPlan(args.request.url, accountId, style.id);
  await readForm(args.request);
  const back = `/${accountId}/styles/${style.id}`;
  const result = await api(args, promoteStyle, { params: { id: style.id }, json: { plan_name: plan } });
  return result.ok
    ? toasts().redirectWithSuccess(back, result.message)
    : toasts().redirectWithError(`${back}/payment?plan=${plan}`, result.message);
}

/** Spec §4: exactly one plan; anything else goes back to choose one. */
function chosenPlan(url: string, accountId: string, styleId: string): PlanName {
  const plan = new URL(url).searchParams.get("plan");
  if (!PLAN_NAMES.includes(plan as PlanName)) throw redirect(`/${accountId}/styles/${styleId}`);
  return plan as PlanName;
}

const SAMPLE_TRANSACTIONS = [
  { date: "03.02.2025", what: "Sample subscription", cents: PAYMENT_PLACEHOLDER.sampleSubscriptionCents },
  { date: "14.02.2025", what: "Promotion, 3 days", cents: PROMOTION_PLANS.style_three_days.priceCents },
  { date: "03.03.2025", what: "Sample subscription", cents: PAYMENT_PLACEHOLDER.sampleSubscriptionCents },
];

export default function Payment({ loaderData, params }: Route.ComponentProps) {
  const { style, plan, testSystem } = loaderData;
  const back = `/${params.accountId}/styles/${style.id}`;
  return (
    <section aria-labelledby="payment-title" className="mx-auto max-w-xl space-y-6">
      <div
        role="note"
        className="flex flex-col gap-2 rounded-2xl border-2 border-dashed border-warning/60 bg-warning/10 p-4 text-sm text-ink sm:flex-row sm:gap-3"
      >
        <span className="h-fit w-fit shrink-0 rounded-full bg-warning px-2.5 py-0.5 text-xs font-bold tracking-wide text-white uppercase">
          {PAYMENT_PLACEHOLDER.badge}
        </span>
        <p>{PAYMENT_PLACEHOLDER.notice}</p>
      </div>

      <div className="card space-y-5 p-5 sm:p-8">
        <h1 id="payment-title" className="text-2xl font-bold tracking-tight">
          Payment
        </h1>
        <dl className="divide-y divide-line rounded-xl border border-line text-sm">
          <Row term="Style" value={styleTitle(style.attributes)} />
          <Row term="Promotion" value={PROMOTION_PLANS[plan].label} />
          <Row term="Total" value={planPrice(plan)} strong />
        </dl>
        <p className="text-sm text-ink-soft">
          Sample subscription: {formatEuros(PAYMENT_PLACEHOLDER.sampleSubscriptionCents)} (
          {PAYMENT_PLACEHOLDER.sampleSubscriptionCents} cents, eur).
        </p>
        <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <Link to={back} className="btn-secondary">
            Back to the style
          </Link>
          <button type="button" className="btn-primary" disabled aria-describedby="payment-closed">
            Pay {planPrice(plan)}
          </button>
        </div>
        <p id="payment-closed" className="text-xs text-ink-soft">
          Paying is switched off on this placeholder.
        </p>
        {testSystem ? (
          <Form method="post" className="flex flex-col gap-2 border-t border-line pt-4 sm:flex-row sm:items-center">
            <p className="flex-1 text-sm text-ink-soft">Test system: record the promotion without paying.</p>
            <button type="submit" className="btn-secondary">
              Promote without paying
            </button>
          </Form>
        ) : null}
      </div>

      <Section
        title="Sample transactions"
        intro="Made-up examples of what your payments will list."
        className="card p-5 sm:p-8"
      >
        <table className="mt-4 w-full text-left text-sm">
          <thead className="text-xs text-ink-soft">
            <tr>
              <th scope="col" className="py-2 pr-3 font-semibold">
                Date
              </th>
              <th scope="col" className="py-2 pr-3 font-semibold">
                What
              </th>
              <th scope="col" className="py-2 text-right font-semibold">
                Amount
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-line">
            {SAMPLE_TRANSACTIONS.map((row) => (
              <tr key={`${row.date}-${row.what}`}>
                <td className="py-2 pr-3 whitespace-nowrap">{row.date}</td>
                <td className="py-2 pr-3">{row.what}</td>
                <td className="py-2 text-right whitespace-nowrap">{formatEuros(row.cents)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </Section>
    </section>
  );
}

function Row({ term, value, strong = false }: { term: string; value: string; strong?: boolean }) {
  return (
    <div className="flex justify-between gap-4 px-4 py-3">
      <dt className="text-ink-soft">{term}</dt>
      <dd className={strong ? "font-bold text-ink" : "text-right font-medium text-ink"}>{value}</dd>
    </div>
  );
}

export const meta: Route.MetaFunction = () => [{ title: "Payment (placeholder) | Stylecast" }];
