import { createContext, useContext } from "react";

/**
 * The Content-Security-Policy nonce of this response (set by the Worker
 * entry): inline scripts React Router writes carry it. Browsers hide nonces
 * from scripts, so in the browser it is empty, as it should be.
 */
const NonceContext = createContext<string | undefined>(undefined);

export const NonceProvider = NonceContext.Provider;
export const useNonce = () => useContext(NonceContext);
