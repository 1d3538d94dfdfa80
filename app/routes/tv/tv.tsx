import { getFormProps } from "@conform-to/react";
import { loginSchema } from "@contract/auth-schemas";
import { spacedLinkCode, TV_PAIRING_MAX_AGE_SECONDS, TV_PAIRING_MESSAGES } from "@contract/tv-pairing";
import { useEffect, useRef } from "react";
import { data, Form, useRevalidator, useSubmit } from "react-router";
import { controlProps, type FieldLike, SubmitButton } from "~/components/form-field";
import { signInWithForm } from "~/lib/forms/password-sign-in.server";
import { readForm } from "~/lib/forms/read-form.server";
import { useZodForm } from "~/lib/forms/use-zod-form";
import type { Route } from "./+types/tv";
import {
  finishTvPairing,
  isAdopting,
  openShowAsScreen,
  sendSignedInToShow,
  startTvPairing,
  type TvPairing,
} from "./tv-pairing.server";
import "./tv.css";
import { useRemoteFocus } from "./use-remote-focus";
import { useTvLogin } from "./use-tv-login";

/** A screen page: no site header, footer, FAQ button or cookie banner (its session cookie is essential). */

/** The page's two posts: the password form, and the one-time code its phone sent over the cable. */
const INTENTS = { login: "login", tvPair: "tv-pair" } as const;

/**
 * /tv: the TV's login (issues 12 and 21, ADR 19). Three ways in, each ending
 * on the account's slideshow with a screen session: a phone scans the QR
 * code, or types the short code at /link, or the e-mail and password are
 * typed here. A TV that is already logged in goes straight to its show.
 */
export async function loader(args: Route.LoaderArgs) {
  await sendSignedInToShow(args);
  // A new secret, in its own cookie, and a new short code for every page shown.
  const { pairing, setCookie } = await startTvPairing(args);
  return data(
    { pairing, adopting: isAdopting(args) },
    { headers: { "Set-Cookie": setCookie, "Cache-Control": "private, no-store" } },
  );
}

export async function action(args: Route.ActionArgs) {
  await sendSignedInToShow(args);
  const formData = await readForm(args.request);
  // The TV's one-time code from its phone (posted by the page's script when it arrives over the cable).
  if (formData.get("intent") === INTENTS.tvPair) return finishTvPairing(args, String(formData.get("code") ?? ""));

  const signedIn = await signInWithForm(args, formData, () => ({ intent: INTENTS.login }));
  if ("reply" in signedIn) return signedIn.reply;
  return openShowAsScreen(args, signedIn.tokens, signedIn.user);
}

export default function Tv({ loaderData, actionData }: Route.ComponentProps) {
  const root = useRef<HTMLDivElement>(null);
  useRemoteFocus(root);
  const { pairing, adopting } = loaderData;
  const login = actionData?.intent === INTENTS.login ? actionData : undefined;
  const tvPair = actionData?.intent === INTENTS.tvPair ? actionData : undefined;
  const status = usePairing(pairing, tvPair);
  const [form, fields] = useZodForm(loginSchema, { id: "tv-login", lastResult: login?.result });

  return (
    <div ref={root} className="tv-login">
      <header className="tv-login-head">
        <p className="tv-login-brand">Stylecast</p>
        <h1>Start your slideshow on this TV</h1>
        {adopting ? <p className="tv-login-hint">{TV_PAIRING_MESSAGES.adoptHint}</p> : null}
      </header>
      {tvPair ? (
        <div role="alert" className="tv-login-alert">
          <p>{tvPair.error}</p>
          <p>Confirm again on your phone.</p>
        </div>
      ) : null}
      <div className="tv-login-ways">
        <section aria-labelledby="tv-scan" className="tv-login-way tv-login-way-qr">
          <h2 id="tv-scan">Scan with your phone</h2>
          <div
            role="img"
            aria-label="QR code that logs in this TV from your phone"
            data-pair-url={pairing.pairUrl}
            className="tv-login-qr"
            // SVG markup made on the server by uqr from our own URL.
            // biome-ignore lint/security/noDangerouslySetInnerHtml: server-rendered QR code, no user input
            dangerouslySetInnerHTML={{ __html: pairing.qrSvg }}
          />
          <p className="tv-login-hint">{TV_PAIRING_MESSAGES.scanHint}</p>
        </section>

        <section aria-labelledby="tv-code" className="tv-login-way tv-login-way-code">
          <h2 id="tv-code">Or type this code</h2>
          {pairing.linkCode ? (
            <>
              <p className="tv-login-hint">
                {TV_PAIRING_MESSAGES.linkHint}{" "}
                <strong className="tv-login-url">
                  {/* It may wrap before /link, never inside a word. */}
                  {displayUrl(pairing.linkUrl).replace(/\/link$/, "")}
                  <wbr />
                  /link
                </strong>
              </p>
              <p className="tv-login-code" data-link-code={pairing.linkCode}>
                {spacedLinkCode(pairing.linkCode)}
              </p>
            </>
          ) : (
            <p className="tv-login-hint">No code right now: scan the QR code, or log in here.</p>
          )}
          {/* A plain link, so a TV without JavaScript gets a new page, code and QR code too. */}
          <a href="/tv" className="tv-login-link">
            Show a new code
          </a>
        </section>

        <section aria-labelledby="tv-password" className="tv-login-way tv-login-way-form">
          <h2 id="tv-password">Or log in here</h2>
          <Form
            method="post"
            action={adopting ? "/tv?adopt=1" : "/tv"}
            replace
            {...getFormProps(form)}
            className="tv-login-form"
          >
            <input type="hidden" name="intent" value={INTENTS.login} />
            <div id={form.errorId} role="alert" className="tv-login-errors">
              {form.errors?.map((error) => (
                <p key={error}>{error}</p>
              ))}
            </div>
            <TvField
              field={fields.email}
              label="Email"
              type="email"
              inputProps={{ autoComplete: "username", inputMode: "email", autoCapitalize: "none", spellCheck: false }}
            />
            <TvField
              field={fields.password}
              label="Password"
              type="password"
              inputProps={{ autoComplete: "current-password" }}
            />
            <SubmitButton className="tv-login-button" pendingLabel="Logging in…">
              Log in
            </SubmitButton>
          </Form>
        </section>
      </div>
      {/* Always there, so each change is announced. */}
      <p role="status" className="tv-login-status">
        {status}
      </p>
    </div>
  );
}

/**
 * The page's line to its phone: it listens on the cable for the one-time
 * code, posts it to the action, and takes a new pairing (QR code and short
 * code) a minute before its secret's cookie expires, or at once when the
 * cookie was gone all the same (the TV slept).
 */
function usePairing(pairing: TvPairing, failure: { error: string } | undefined) {
  const submit = useSubmit();
  const { revalidate } = useRevalidator();
  const revalidateRef = useRef(revalidate);
  revalidateRef.current = revalidate;
  // biome-ignore lint/correctness/useExhaustiveDependencies: once per secret (a new socket id is a new secret)
  useEffect(() => {
    const timer = setTimeout(() => void revalidateRef.current(), (TV_PAIRING_MAX_AGE_SECONDS - 60) * 1000);
    return () => clearTimeout(timer);
  }, [pairing.socketId]);
  useEffect(() => {
    if (failure?.error === TV_PAIRING_MESSAGES.pairingExpired) void revalidateRef.current();
  }, [failure]);
  const state = useTvLogin(
    pairing.socketId,
    (code) => {
      void submit({ intent: INTENTS.tvPair, code }, { method: "post", replace: true });
    },
    failure,
  );
  return state === "received" ? TV_PAIRING_MESSAGES.codeSent : state === "waiting" ? "Waiting for your phone…" : "";
}

/** A label over a text field and its messages, at the screen's size. */
function TvField({
  field,
  label,
  type,
  inputProps,
}: {
  field: FieldLike;
  label: string;
  type: "email" | "password";
  inputProps: Omit<React.ComponentProps<"input">, "id" | "name" | "type">;
}) {
  return (
    <div className="tv-login-field">
      <label htmlFor={field.id}>{label}</label>
      <input
        key={field.key}
        {...controlProps(field)}
        type={type}
        defaultValue={field.defaultValue}
        className="tv-login-input"
        {...inputProps}
      />
      <div id={field.errorId} aria-live="polite" className="tv-login-errors">
        {field.errors?.map((error) => (
          <p key={error}>{error}</p>
        ))}
      </div>
    </div>
  );
}

/** The address as it is typed on a phone: https is what a phone tries first, so it is left out. */
const displayUrl = (url: string) => url.replace(/^https:\/\//, "");

export const meta: Route.MetaFunction = () => [{ title: "TV login | Stylecast" }];
