import { test } from "vitest";
test("x", () => {
  const d = document.createElement("dialog");
  document.body.append(d);
  console.log("showModal" in d, typeof (d as any).close);
  try { console.log("modal", d.matches(":modal")); } catch (e) { console.log("err", String(e)); }
  d.setAttribute("open", "");
  console.log("open prop", (d as any).open);
  try { console.log("modal", d.matches(":modal")); } catch (e) { console.log("err", String(e)); }
});
