import type { SubmissionResult } from "@conform-to/react";
import {
  euroText,
  SERVICE_LABELS,
  SERVICE_NAME_MAX,
  SERVICE_TEXTS,
  type Service,
  serviceFormSchema,
} from "@contract/services";
import { IntentForm, SubmitButton, TextField } from "~/components/form-field";
import { useZodForm } from "~/lib/forms/use-zod-form";

/** The forms of the Services page, told apart by `intent`. */
export const SERVICE_INTENTS = {
  create: "create-service",
  update: "update-service",
  delete: "delete-service",
  move: "move-service",
} as const;

/** The fields the API may name in a refusal: its message goes under that field. */
export const SERVICE_FORM_FIELDS = ["name", "price_from", "price_to", "duration_minutes", "booking_link"] as const;

/**
 * A service's fields, to add one (no `service`) or edit it: prices typed in
 * euros (contract/services.ts `euroCents` reads them into cents), checked as
 * they are typed with JavaScript and by the action without it.
 */
export function ServiceForm({ service, lastResult }: { service?: Service; lastResult: SubmissionResult | undefined }) {
  const [form, fields] = useZodForm(serviceFormSchema, {
    id: service ? `service-${service.id}` : "new-service",
    lastResult,
    defaultValue: service
      ? {
          name: service.name,
          price_from: euroText(service.price_from),
          price_to: service.price_to === null ? "" : euroText(service.price_to),
          duration_minutes: service.duration_minutes === null ? "" : String(service.duration_minutes),
          booking_link: service.booking_link ?? "",
        }
      : undefined,
  });
  const intent = service ? SERVICE_INTENTS.update : SERVICE_INTENTS.create;
  const price = { inputMode: "decimal", autoComplete: "off", placeholder: "35" } as const;
  return (
    <IntentForm form={form} intent={intent} className="grid grid-cols-2 gap-x-3 gap-y-4">
      {service ? <input type="hidden" name="service_id" value={service.id} /> : null}
      <TextField
        field={fields.name}
        label={SERVICE_LABELS.name}
        className="col-span-2"
        inputProps={{ autoComplete: "off", maxLength: SERVICE_NAME_MAX, placeholder: "Haircut", "aria-required": true }}
      />
      <TextField
        field={fields.price_from}
        label={`${SERVICE_LABELS.price_from} (€)`}
        description={SERVICE_TEXTS.priceHint}
        inputProps={{ ...price, "aria-required": true }}
      />
      <TextField
        field={fields.price_to}
        label={`${SERVICE_LABELS.price_to} (€)`}
        description={SERVICE_TEXTS.priceToHint}
        inputProps={{ ...price, placeholder: "" }}
      />
      <TextField
        field={fields.duration_minutes}
        label={SERVICE_LABELS.duration_minutes}
        description={SERVICE_TEXTS.durationHint}
        className="col-span-2 sm:col-span-1"
        inputProps={{ inputMode: "numeric", autoComplete: "off", placeholder: "45" }}
      />
      <TextField
        field={fields.booking_link}
        label={SERVICE_LABELS.booking_link}
        description={SERVICE_TEXTS.bookingLinkHint}
        className="col-span-2"
        inputProps={{ inputMode: "url", autoComplete: "off", placeholder: "https://…" }}
      />
      <div className="col-span-2">
        <SubmitButton
          className="btn-primary w-full sm:w-auto"
          pendingLabel={service ? SERVICE_TEXTS.saving : SERVICE_TEXTS.adding}
        >
          {service ? SERVICE_TEXTS.save : SERVICE_TEXTS.add}
        </SubmitButton>
      </div>
    </IntentForm>
  );
}
