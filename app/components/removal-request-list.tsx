import { REMOVAL_ANSWER_MAX, type RemovalRequest } from "@contract/removal-requests";
import { Form } from "react-router";
import { SubmitButton } from "./form-field";
import { inputClassName } from "./input-class-name";

/**
 * Open removal requests (issue 35 point 5) with the two decisions, each a
 * plain form (JavaScript off too): take the style down everywhere, or answer
 * why it stays. The shop's portfolios page and the admin's tab show it; each
 * page's action sends the decision to its own endpoint.
 */
export function RemovalRequestList({ requests, showShop = false }: { requests: RemovalRequest[]; showShop?: boolean }) {
  return (
    <ul className="space-y-3">
      {requests.map((request) => (
        <li key={request.id} className="card space-y-3 p-4" data-testid="removal-request">
          <div className="flex gap-3">
            {request.style_thumb ? (
              <img src={request.style_thumb} alt="" className="size-16 shrink-0 rounded-lg object-cover" />
            ) : null}
            <div className="min-w-0 space-y-1 text-sm">
              {showShop ? <p className="font-semibold">{request.company ?? request.account_id}</p> : null}
              <p className="break-words">“{request.reason}”</p>
              <p className="text-xs text-ink-soft">
                From {request.email}
                {request.escalated_at ? " · waiting over 72 hours" : ""}
              </p>
            </div>
          </div>
          <Form method="post">
            <input type="hidden" name="intent" value="take_down" />
            <input type="hidden" name="request_id" value={request.id} />
            <SubmitButton className="btn-primary w-full" pendingLabel="Taking it down…">
              Take it down everywhere
            </SubmitButton>
          </Form>
          <Form method="post" className="space-y-2">
            <input type="hidden" name="intent" value="answer" />
            <input type="hidden" name="request_id" value={request.id} />
            <label htmlFor={`answer-${request.id}`} className="block text-sm font-semibold">
              Or answer why it stays
            </label>
            <textarea
              id={`answer-${request.id}`}
              name="answer"
              required
              rows={2}
              maxLength={REMOVAL_ANSWER_MAX}
              className={`${inputClassName} resize-y`}
            />
            <SubmitButton className="btn-secondary w-full" pendingLabel="Sending…">
              Send the answer
            </SubmitButton>
          </Form>
        </li>
      ))}
    </ul>
  );
}

/** A decision as the list's forms post it, for the action to send on; null when the form was not one of them. */
export function decisionOf(form: FormData) {
  const requestId = String(form.get("request_id") ?? "");
  const intent = form.get("intent");
  if (intent === "take_down") return { requestId, json: { action: "take_down" as const } };
  if (intent === "answer")
    return { requestId, json: { action: "answer" as const, answer: String(form.get("answer") ?? "") } };
  return null;
}
