/**
 * The password rule (decisions.md, Reading B): 5 to 20 characters with a
 * digit, a lowercase letter, an uppercase letter and one of @ # $ %.
 * One module for the live ticks, the form schemas and the API.
 */
export const PASSWORD_MIN_LENGTH = 5;
export const PASSWORD_MAX_LENGTH = 20;

export const PASSWORD_RULES = [
  { id: "length", label: "5 to 20 characters", test: (value: string) => value.length >= 5 && value.length <= 20 },
  { id: "digit", label: "A number", test: (value: string) => /\d/.test(value) },
  { id: "lowercase", label: "A lowercase letter", test: (value: string) => /[a-z]/.test(value) },
  { id: "uppercase", label: "An uppercase letter", test: (value: string) => /[A-Z]/.test(value) },
  { id: "symbol", label: "One of @ # $ %", test: (value: string) => /[@#$%]/.test(value) },
] as const;

export const isValidPassword = (value: string) => PASSWORD_RULES.every((rule) => rule.test(value));

export const PASSWORD_MESSAGES = {
  valid: "Password pattern match!",
  invalid: "Invalid Password",
  required: "Password is required",
  confirmationEmpty: "Password confirmation cannot be empty",
  matching: "Password and Password confirmation are matching",
  notMatching: "Password and Password confirmation are not matching",
} as const;

/** Live feedback starts only once this many characters are typed (spec §5). */
export const LIVE_FEEDBACK_FROM = 8;
