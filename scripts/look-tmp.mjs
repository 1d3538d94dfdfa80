import { readFileSync } from "node:fs";
import { signInDemo, DEMO_STYLIST, DEMO_ADMIN } from "./bench-server.mjs";
const origin = "http://localhost:8790";
const dir = "/tmp/mate/x/usr/share/backgrounds/mate/";
const stylist = await signInDemo(origin, DEMO_STYLIST);
const admin = await signInDemo(origin, DEMO_ADMIN);
for (const f of ["abstract/Elephants_3840x2160.jpg", "nature/Garden.jpg", "nature/LadyBird.jpg"]) {
  const form = new FormData();
  form.set("gender", "female"); form.set("color", "red"); form.set("style", "long"); form.set("tags", "#real");
  form.append("images", new File([readFileSync(dir + f)], f.split("/")[1], { type: "image/jpeg" }));
  const t0 = Date.now();
  const r = await fetch(`${origin}/v1/users/portfolios`, { method: "POST", headers: stylist.auth, body: form });
  const { data } = await r.json();
  console.log(f, r.status, Date.now() - t0, "ms", data?.id);
  const a = await fetch(`${origin}/v1/admin/allow_portfolio_styles`, { method: "PUT", headers: { ...admin.auth, "Content-Type": "application/json" }, body: JSON.stringify({ styleId: data.id }) });
  console.log("approve", a.status);
}
