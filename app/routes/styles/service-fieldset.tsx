import type { Service } from "@contract/services";
import { durationLabel, priceLabel } from "@contract/services";
import { STYLE_TITLE_MAX } from "@contract/style";
import { controlProps, FieldFrame, type FieldLike, inputClassName, TextField } from "~/components/form-field";
import { STYLE_FIELD_LABELS } from "./style-form-schema";

type Field = FieldLike & { initialValue?: unknown };

/** How each service reads in the list: "Balayage · from €35 · 2 h". */
const choiceLabel = (service: Service) =>
  [service.name, priceLabel(service), service.duration_minutes ? durationLabel(service.duration_minutes) : null]
    .filter(Boolean)
    .join(" · ");

/**
 * The style's own title and the shop's service it is (issue 37): the title
 * tells the owner's looks apart, the service gives the style's page its price
 * and its "Book this look". A plain select, so it works without JavaScript;
 * with no services yet, a way to the Services tab instead.
 */
export function ServiceFieldset({
  fields,
  services,
  servicesHref,
}: {
  fields: { title: Field; service: Field };
  services: Service[];
  servicesHref: string;
}) {
  const { service } = fields;
  return (
    <fieldset className="card space-y-4 p-4 sm:p-6">
      <legend className="float-left w-full text-lg font-bold">Title and service</legend>
      <TextField
        field={fields.title}
        label={STYLE_FIELD_LABELS.title}
        description="Optional: a name that tells it apart, like “Copper balayage”. Without one it is called by its style and colour."
        className="clear-both"
        inputProps={{ maxLength: STYLE_TITLE_MAX, autoComplete: "off" }}
      />
      {services.length ? (
        <FieldFrame field={service} label={STYLE_FIELD_LABELS.service_id}>
          <p id={service.descriptionId} className="mt-0.5 text-sm text-ink-soft">
            Its page shows the price and a “Book this look” button.
          </p>
          <select
            key={service.key}
            {...controlProps(service)}
            aria-describedby={[service.descriptionId, service.errors?.length ? service.errorId : null]
              .filter(Boolean)
              .join(" ")}
            defaultValue={typeof service.initialValue === "string" ? service.initialValue : ""}
            className={`mt-1.5 ${inputClassName}`}
          >
            <option value="">No service</option>
            {services.map((each) => (
              <option key={each.id} value={each.id}>
                {choiceLabel(each)}
              </option>
            ))}
          </select>
        </FieldFrame>
      ) : (
        <p className="text-sm text-ink-soft" data-no-services>
          Add your services and their prices in the{" "}
          <a href={servicesHref} className="font-semibold text-brand-dark underline">
            Services tab
          </a>
          , then choose the one this style is: its page then shows the price and a “Book this look” button.
        </p>
      )}
    </fieldset>
  );
}
