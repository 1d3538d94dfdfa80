import { parseWithZod } from "@conform-to/zod/v4";
import { webLink } from "@contract/contact-links";
import {
  createService,
  deleteService,
  listServices,
  reorderServices,
  updateService,
} from "@contract/endpoints/services";
import {
  durationLabel,
  MAX_SERVICES,
  priceLabel,
  priceRangeLabel,
  priceRangeOf,
  SERVICE_TEXTS,
  type Service,
  serviceFormSchema,
} from "@contract/services";
import { data, Form, useLocation } from "react-router";
import { ConfirmDialog } from "~/components/dialog";
import { accountOwner } from "~/lib/account-owner.server";
import { api } from "~/lib/api-client.server";
import { errorFromApiFailure } from "~/lib/api-failure.server";
import { readForm } from "~/lib/forms/read-form.server";
import { replyFromApiFailure } from "~/lib/forms/reply-from-api-failure.server";
import { toasts } from "~/lib/toast.server";
import type { Route } from "./+types/services";
import { SERVICE_FORM_FIELDS, SERVICE_INTENTS, ServiceForm } from "./service-form";

/**
 * The shop's services (issue 37): the list in the owner's order, each with
 * Edit (a form folded in a <details>), Delete (a confirm that works without
 * JavaScript) and Move up / Move down (plain form posts), and the form that
 * adds one at the end. Every form posts here, with or without JavaScript.
 */
export async function loader(args: Route.LoaderArgs) {
  const result = await api(args, listServices);
  if (!result.ok) throw errorFromApiFailure(result);
  return { services: result.data.data };
}

export async function action(args: Route.ActionArgs) {
  const { accountId } = accountOwner(args.context);
  const back = `/accounts/${accountId}/services`;
  const formData = await readForm(args.request);
  const intent = formData.get("intent");
  const serviceId = String(formData.get("service_id") ?? "");

  if (intent === SERVICE_INTENTS.delete || intent === SERVICE_INTENTS.move) {
    const result =
      intent === SERVICE_INTENTS.delete
        ? await api(args, deleteService, { params: { id: serviceId } })
        : await moveService(args, serviceId, formData.get("direction") === "up" ? -1 : 1);
    return result.ok
      ? toasts().redirectWithSuccess(back, result.message)
      : toasts().redirectWithError(back, result.message);
  }

  const submission = parseWithZod(formData, { schema: serviceFormSchema });
  if (submission.status !== "success") return data({ serviceId, result: submission.reply() }, { status: 400 });
  const result =
    intent === SERVICE_INTENTS.update
      ? await api(args, updateService, { params: { id: serviceId }, json: submission.value })
      : await api(args, createService, { json: submission.value });
  // A service deleted meanwhile (on another phone) has no form left to show the error on: the page says it.
  if (!result.ok && result.status === 404) return toasts().redirectWithError(back, result.message);
  if (!result.ok) return replyFromApiFailure(submission, result, { fields: SERVICE_FORM_FIELDS, extra: { serviceId } });
  return toasts().redirectWithSuccess(back, result.message);
}

/** Moves one service a place up (-1) or down (+1): the API takes the whole new order. */
async function moveService(args: Route.ActionArgs, serviceId: string, step: -1 | 1) {
  const listed = await api(args, listServices);
  if (!listed.ok) return listed;
  const ids = listed.data.data.map((service) => service.id);
  const from = ids.indexOf(serviceId);
  const to = from + step;
  if (from >= 0 && to >= 0 && to < ids.length) [ids[from], ids[to]] = [ids[to] as string, ids[from] as string];
  return api(args, reorderServices, { json: { ids } });
}

export default function Services({ loaderData, actionData }: Route.ComponentProps) {
  const { services } = loaderData;
  const range = priceRangeLabel(priceRangeOf(services));
  // A new key after every visit and post: the forms start again from the saved services (or the refused values).
  const { key } = useLocation();
  const resultOf = (serviceId: string) => (actionData?.serviceId === serviceId ? actionData.result : undefined);
  return (
    // The list, then the form that adds to it; side by side on a wide screen.
    <div className="grid items-start gap-8 lg:grid-cols-[minmax(0,1fr)_24rem]">
      <section aria-labelledby="services-title" className="min-w-0 space-y-4">
        <div>
          <h2 id="services-title" className="text-lg font-bold">
            {SERVICE_TEXTS.title}
          </h2>
          <p className="mt-1 text-sm text-ink-soft">{SERVICE_TEXTS.intro}</p>
          {range ? (
            <p className="mt-2 text-sm font-semibold" data-testid="price-range">
              {SERVICE_TEXTS.prices} {range}
            </p>
          ) : null}
        </div>
        {services.length === 0 ? (
          <p className="rounded-2xl border border-dashed border-line bg-white p-5 text-sm text-ink-soft">
            {SERVICE_TEXTS.empty}
          </p>
        ) : (
          <ol className="space-y-3" aria-label={SERVICE_TEXTS.title}>
            {services.map((service, index) => (
              <li key={service.id}>
                <ServiceCard
                  service={service}
                  first={index === 0}
                  last={index === services.length - 1}
                  lastResult={resultOf(service.id)}
                />
              </li>
            ))}
          </ol>
        )}
      </section>

      <section aria-labelledby="add-service" className="rounded-2xl border border-line bg-white p-4 shadow-sm sm:p-6">
        <h2 id="add-service" className="text-lg font-bold">
          {SERVICE_TEXTS.addTitle}
        </h2>
        <div className="mt-4">
          {services.length >= MAX_SERVICES ? (
            <p className="text-sm text-ink-soft">{SERVICE_TEXTS.full}</p>
          ) : (
            <ServiceForm key={key} lastResult={resultOf("")} />
          )}
        </div>
      </section>
    </div>
  );
}

/** One service: what visitors read of it, then its buttons; its form unfolds under Edit, open after a refusal. */
function ServiceCard({
  service,
  first,
  last,
  lastResult,
}: {
  service: Service;
  first: boolean;
  last: boolean;
  lastResult: Parameters<typeof ServiceForm>[0]["lastResult"];
}) {
  const location = useLocation();
  const link = webLink(service.booking_link);
  return (
    <article
      aria-label={service.name}
      data-service-id={service.id}
      className="rounded-2xl border border-line bg-white p-4 shadow-sm sm:p-5"
    >
      <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
        <h3 className="min-w-0 font-bold break-words">{service.name}</h3>
        <p className="font-semibold tabular-nums">{priceLabel(service)}</p>
      </div>
      {service.duration_minutes !== null || link ? (
        <p className="mt-1 flex flex-wrap gap-x-3 text-sm text-ink-soft">
          {service.duration_minutes !== null ? <span>{durationLabel(service.duration_minutes)}</span> : null}
          {link ? (
            <a href={link} className="min-w-0 break-all text-brand-dark underline" rel="noopener noreferrer">
              {service.booking_link}
            </a>
          ) : null}
        </p>
      ) : null}

      <div className="mt-3 flex flex-wrap items-center gap-2 border-t border-line py-3">
        <MoveButton service={service} direction="up" disabled={first} />
        <MoveButton service={service} direction="down" disabled={last} />
        <ConfirmDialog
          id={`delete-${service.id}`}
          trigger={
            <>
              {`${SERVICE_TEXTS.delete} `}
              <span className="sr-only">{service.name}</span>
            </>
          }
          triggerClassName="btn-ghost ml-auto text-danger"
          title={SERVICE_TEXTS.deleteTitle}
          message={SERVICE_TEXTS.deleteMessage}
          action={location.pathname}
          fields={{ intent: SERVICE_INTENTS.delete, service_id: service.id }}
        />
      </div>

      <details className="group -mb-2 border-t border-line" open={lastResult !== undefined}>
        <summary className="flex min-h-11 cursor-pointer list-none items-center justify-between text-sm font-semibold [&::-webkit-details-marker]:hidden">
          <span>
            {`${SERVICE_TEXTS.edit} `}
            <span className="sr-only">{service.name}</span>
          </span>
          <span aria-hidden="true" className="text-ink-soft transition-transform group-open:rotate-180">
            ▾
          </span>
        </summary>
        <div className="pt-2 pb-4">
          <ServiceForm key={location.key} service={service} lastResult={lastResult} />
        </div>
      </details>
    </article>
  );
}

/** Move up / Move down: a form of its own, so the order changes without JavaScript too. */
function MoveButton({
  service,
  direction,
  disabled,
}: {
  service: Service;
  direction: "up" | "down";
  disabled: boolean;
}) {
  const label = direction === "up" ? SERVICE_TEXTS.moveUp : SERVICE_TEXTS.moveDown;
  return (
    <Form method="post" className="contents">
      <input type="hidden" name="intent" value={SERVICE_INTENTS.move} />
      <input type="hidden" name="service_id" value={service.id} />
      <input type="hidden" name="direction" value={direction} />
      {/* "↑ Up" on the button, the whole of it for a screen reader: the row fits a phone. */}
      <button type="submit" className="btn-secondary px-4" disabled={disabled} aria-label={`${label} ${service.name}`}>
        <span aria-hidden="true">{direction === "up" ? "↑" : "↓"}</span>{" "}
        {direction === "up" ? SERVICE_TEXTS.up : SERVICE_TEXTS.down}
      </button>
    </Form>
  );
}

export const meta: Route.MetaFunction = () => [{ title: `${SERVICE_TEXTS.title} | Stylecast` }];
