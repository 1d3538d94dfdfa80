/** The visitor pages' sheet as text, for entry.server.tsx to inline (lib/page-styles.tsx). Server only. */
export { default as visitorSheet } from "../visitor.css?inline";
