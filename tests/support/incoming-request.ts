/** A Request typed as the Worker receives it, for calling the entry's fetch directly. */
export const incoming = (url: string, init?: RequestInit) =>
  new Request(url, init) as unknown as Request<unknown, IncomingRequestCfProperties>;
