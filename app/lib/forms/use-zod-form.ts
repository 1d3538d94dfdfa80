import { useForm } from "@conform-to/react";
import { getZodConstraint, parseWithZod } from "@conform-to/zod/v4";
import type { z } from "zod";

export type FormSchema = z.ZodType<Record<string, unknown>, Record<string, unknown>>;
type ConformOptions<Schema extends FormSchema> = Parameters<typeof useForm<z.input<Schema>, z.output<Schema>>>[0];

/** Conform's options without the two the schema supplies. */
type ZodFormOptions<Schema extends FormSchema> = Omit<ConformOptions<Schema>, "constraint" | "onValidate">;

/**
 * Every form of the app: Conform's `useForm` driven by the same zod schema
 * the action parses with (house style), so the browser checks what the
 * server checks. Errors show once a field is left and follow every keystroke
 * after that. A form whose fields give their own live feedback (password
 * rules, the e-mail checks timed by spec §5) passes `shouldValidate: "onSubmit"`,
 * so Conform does not speak earlier than the spec allows.
 */
export function useZodForm<Schema extends FormSchema>(schema: Schema, options: ZodFormOptions<Schema>) {
  return useForm<z.input<Schema>, z.output<Schema>>({
    constraint: getZodConstraint(schema),
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    ...options,
    onValidate: ({ formData }) => parseWithZod(formData, { schema }),
  });
}
