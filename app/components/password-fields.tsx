import { isValidPassword, LIVE_FEEDBACK_FROM, PASSWORD_MESSAGES, PASSWORD_RULES } from "@contract/password-rules";
import { useEffect, useRef, useState } from "react";
import { useHydrated } from "remix-utils/use-hydrated";
import { type FieldLike, TextField } from "./form-field";

type Live = { error?: string; success?: string };

/** Spec §5: success as soon as the rules pass; the error only once 8 or more characters are typed. */
export function passwordFeedback(password: string): Live {
  if (!password) return {};
  if (isValidPassword(password)) return { success: PASSWORD_MESSAGES.valid };
  if (password.length >= LIVE_FEEDBACK_FROM) return { error: PASSWORD_MESSAGES.invalid };
  return {};
}

/** Spec §5: 'not matching' only once the confirmation has 8 or more characters; empty after typing is an error. */
export function confirmationFeedback(password: string, confirmation: string, touched: boolean): Live {
  if (!confirmation) return touched ? { error: PASSWORD_MESSAGES.confirmationEmpty } : {};
  if (confirmation === password) return { success: PASSWORD_MESSAGES.matching };
  if (confirmation.length >= LIVE_FEEDBACK_FROM) return { error: PASSWORD_MESSAGES.notMatching };
  return {};
}

/**
 * A new password and its confirmation (register, reset, security page).
 * Without JavaScript the rules are a plain list and the server answers with
 * the same messages; the confirmation still appears only once a password is
 * typed, by CSS (`:placeholder-shown`). With JavaScript every rule ticks live.
 */
export function PasswordFields({
  password,
  confirmation,
  passwordLabel = "Password",
  confirmationLabel = "Password confirmation",
  onReadyChange,
}: {
  password: FieldLike;
  confirmation: FieldLike;
  passwordLabel?: string;
  confirmationLabel?: string;
  /** True while the rules pass and the confirmation matches: the moment a submit button may enable. */
  onReadyChange?: (ready: boolean) => void;
}) {
  const hydrated = useHydrated();
  const passwordInput = useRef<HTMLInputElement>(null);
  const confirmationInput = useRef<HTMLInputElement>(null);
  const [value, setValue] = useState("");
  const [confirmValue, setConfirmValue] = useState("");
  const [confirmTouched, setConfirmTouched] = useState(false);

  // Whatever was typed before hydration counts too.
  useEffect(() => {
    setValue(passwordInput.current?.value ?? "");
    setConfirmValue(confirmationInput.current?.value ?? "");
  }, []);

  const ready = isValidPassword(value) && value === confirmValue;
  useEffect(() => onReadyChange?.(ready), [ready, onReadyChange]);

  const rulesId = `${password.id}-rules`;
  // A confirmation error must stay visible even when the password came back empty.
  const revealConfirmation = Boolean(confirmation.errors?.length);

  return (
    <div className="group/password space-y-4">
      <TextField
        field={password}
        label={passwordLabel}
        type="password"
        live={passwordFeedback(value)}
        describedBy={rulesId}
        inputProps={{
          ref: passwordInput,
          autoComplete: "new-password",
          placeholder: "Choose a password",
          "data-password-input": "",
          onChange: (event) => setValue(event.currentTarget.value),
        }}
      >
        {/* Neutral until something is typed: a column of crosses on an empty field reads as a telling-off. */}
        <PasswordRules id={rulesId} value={value} live={hydrated && value.length > 0} />
      </TextField>
      <div
        data-testid="password-confirmation"
        className={
          revealConfirmation ? undefined : "group-has-[[data-password-input]:placeholder-shown]/password:hidden"
        }
      >
        <TextField
          field={confirmation}
          label={confirmationLabel}
          type="password"
          live={confirmationFeedback(value, confirmValue, confirmTouched)}
          inputProps={{
            ref: confirmationInput,
            autoComplete: "new-password",
            onChange: (event) => {
              setConfirmValue(event.currentTarget.value);
              setConfirmTouched(true);
            },
          }}
        />
      </div>
    </div>
  );
}

/** The rules of password-rules.ts; neutral bullets until JavaScript can tick them and a password is typed. */
function PasswordRules({ id, value, live }: { id: string; value: string; live: boolean }) {
  return (
    <ul id={id} aria-label="Password rules" className="mt-2.5 grid gap-x-4 gap-y-1 text-sm sm:grid-cols-2">
      {PASSWORD_RULES.map((rule) => {
        const passed = rule.test(value);
        const state = live ? (passed ? "passed" : "failed") : "unknown";
        return (
          <li
            key={rule.id}
            data-rule={rule.id}
            data-state={state}
            className={`flex items-center gap-2 ${state === "passed" ? "text-success" : "text-ink-soft"}`}
          >
            <span aria-hidden="true" className="w-4 shrink-0 text-center font-bold">
              {state === "unknown" ? "•" : passed ? "✓" : "✗"}
            </span>
            <span>{rule.label}</span>
            {live ? <span className="sr-only">{passed ? "(done)" : "(missing)"}</span> : null}
          </li>
        );
      })}
    </ul>
  );
}
