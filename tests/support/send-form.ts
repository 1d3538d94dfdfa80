import { env, SELF } from "cloudflare:test";

/** Sends a multipart form to the real Worker's /v1 API with the API key (callV1 sends JSON). */
export const sendForm = (path: string, method: string, headers: Record<string, string>, form?: FormData) =>
  SELF.fetch(`http://localhost/v1${path}`, {
    method,
    headers: { "X-API-Key": env.API_KEY as string, ...headers },
    body: form,
  });

/** `POST /v1/users/portfolios`: a style its owner adds (unapproved until an admin approves it). */
export const postStyle = (headers: Record<string, string>, form: FormData) =>
  sendForm("/users/portfolios", "POST", headers, form);
