import { createContext } from "react-router";

/** The Worker's execution context, for `waitUntil` and for calling the API in-process. */
export const executionContext = createContext<ExecutionContext>();
