import { useFormAction, useNavigation } from "react-router";

type PendingOptions = {
  /** The action the form posts to; by default this route's own (what a `<Form>` without `action` uses). */
  formAction?: string;
  formMethod?: "POST" | "GET" | "PUT" | "PATCH" | "DELETE";
  /** `non-idle` also covers the loading after the action (its redirect or revalidation). */
  state?: "submitting" | "loading" | "non-idle";
  /** For a page with several forms to one action: the value of the submitted `intent` field. */
  intent?: string;
};

/**
 * True while a submission to this route's action (or `formAction`) is in
 * flight, for a submit button's disabled state and "Saving…" label (after the
 * Epic Stack's hook of the same name). Navigations only: fetchers have their own `state`.
 */
export function useIsPending({ formAction, formMethod = "POST", state = "non-idle", intent }: PendingOptions = {}) {
  const contextualFormAction = useFormAction();
  const navigation = useNavigation();
  const inState = state === "non-idle" ? navigation.state !== "idle" : navigation.state === state;
  return (
    inState &&
    navigation.formAction === (formAction ?? contextualFormAction) &&
    navigation.formMethod === formMethod &&
    (intent === undefined || navigation.formData?.get("intent") === intent)
  );
}
