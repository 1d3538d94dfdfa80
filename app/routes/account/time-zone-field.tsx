import type { FieldMetadata } from "@conform-to/react";
import { groupTimeZones, TIME_ZONE_LABEL } from "@contract/time-zone";
import { controlProps, FieldFrame, inputClassName } from "~/components/form-field";

/**
 * The shop's time zone on the profile form (issue 34): one plain select of
 * IANA names grouped by region, the saved one chosen, so it works without
 * JavaScript. The names come from the server's loader: the browser's list may
 * differ, and the page must render the same on both.
 */
export function TimeZoneField({
  field,
  names,
  current,
}: {
  field: FieldMetadata<string | null | undefined, Record<string, unknown>, string[]>;
  names: readonly string[];
  current: string;
}) {
  return (
    <FieldFrame field={field} label={TIME_ZONE_LABEL} className="mt-4 max-w-sm">
      <select
        key={field.key}
        {...controlProps(field)}
        defaultValue={field.initialValue ?? current}
        autoComplete="off"
        className={`mt-1.5 ${inputClassName}`}
      >
        {groupTimeZones(names, current).map(({ region, zones }) => (
          <optgroup key={region} label={region}>
            {zones.map(({ name, place }) => (
              <option key={name} value={name}>
                {place}
              </option>
            ))}
          </optgroup>
        ))}
      </select>
    </FieldFrame>
  );
}
