import { isDevelopment } from "@contract/config";
import { data } from "react-router";
import { appConfig } from "./config.server";

/** Development pages answer 404 in production, as if they did not exist. */
export function requireDevelopment() {
  if (!isDevelopment(appConfig())) throw data(null, { status: 404 });
}
