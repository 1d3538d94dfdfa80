/**
 * Every endpoint module, each as a namespace named for its area: the one list the Worker names its operations from
 * (an operation's id is its declaration's export name). A new module goes here; index.test.ts fails until it does.
 */
export * as account from "./account";
export * as admin from "./admin";
export * as consent from "./consent";
export * as dev from "./dev";
export * as health from "./health";
export * as removal from "./removal";
export * as screens from "./screens";
export * as services from "./services";
export * as session from "./session";
export * as slideshow from "./slideshow";
export * as styles from "./styles";
export * as subscriptions from "./subscriptions";
export * as support from "./support";
export * as tv from "./tv";
export * as visitor from "./visitor";
