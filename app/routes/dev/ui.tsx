import { z } from "zod";
import { type Column, DataTable } from "~/components/data-table";
import { AlertDialog, ConfirmDialog, PromptDialog } from "~/components/dialog";
import { ImageLoader, VideoLoader } from "~/components/media-loaders";
import { TermsOfUseModal } from "~/components/terms-modal";
import { requireDevelopment } from "~/lib/dev-only.server";
import { readForm } from "~/lib/forms/read-form.server";
import { safeRedirect } from "~/lib/safe-redirect";
import { toasts } from "~/lib/toast.server";
import type { Route } from "./+types/ui";

/**
 * Development-only gallery of the shared UI parts, with and without
 * JavaScript. The end-to-end tests drive them here.
 */
type Subscriber = { id: string; name: string; city: string; images: number; registered: string };

const CITIES = ["Berlin", "Hamburg", "München", "Köln", "Leipzig"];
const NAMES = ["Ada", "Ben", "Cleo", "Dario", "Elif", "Femi", "Greta", "Hugo", "Ines"];

const SUBSCRIBERS: Subscriber[] = Array.from({ length: 45 }, (_, index) => ({
  id: `sub-${String(index + 1).padStart(2, "0")}`,
  name: `${NAMES[index % NAMES.length]} ${String.fromCharCode(65 + ((index * 7) % 26))}.`,
  city: CITIES[(index * 3) % CITIES.length] ?? "Berlin",
  images: (index * 17) % 23,
  registered: new Date(Date.UTC(2025, index % 12, (index % 27) + 1)).toISOString().slice(0, 10),
}));

const COLUMNS: Column<Subscriber>[] = [
  { key: "id", header: "ID" },
  { key: "name", header: "Name" },
  { key: "city", header: "City" },
  { key: "images", header: "Images", sortable: false, className: "text-right" },
  {
    key: "registered",
    header: "Registered",
    render: (row) => new Date(row.registered).toLocaleDateString("de-DE"),
  },
];

const actionSchema = z.discriminatedUnion("intent", [
  z.object({ intent: z.literal("confirm"), item: z.string().max(100) }),
  z.object({ intent: z.literal("prompt"), name: z.string().trim().min(1, "Name cannot be empty").max(100) }),
]);

export function loader() {
  requireDevelopment();
  return null;
}

export async function action({ request }: Route.ActionArgs) {
  requireDevelopment();
  const form = Object.fromEntries(await readForm(request));
  const back = safeRedirect(typeof form.redirectTo === "string" ? form.redirectTo : null, "/dev/ui");
  const parsed = actionSchema.safeParse(form);
  if (!parsed.success) return toasts().redirectWithError(back, parsed.error.issues[0]?.message ?? "Invalid input");
  return parsed.data.intent === "confirm"
    ? toasts().redirectWithSuccess(back, `Deleted ${parsed.data.item}`)
    : toasts().redirectWithInfo(back, `Hello, ${parsed.data.name}!`);
}

export default function UiGallery() {
  return (
    <section className="mx-auto max-w-5xl space-y-10 px-4 py-10 sm:px-6">
      <header>
        <h1 className="text-3xl font-bold tracking-tight">UI parts</h1>
        <p className="mt-2 text-ink-soft">Development only.</p>
      </header>

      <div className="card space-y-4">
        <h2 className="text-lg font-bold">Dialogs</h2>
        <div className="flex flex-wrap gap-3">
          <ConfirmDialog
            id="confirm-delete"
            trigger="Delete sample"
            action="/dev/ui"
            fields={{ intent: "confirm", item: "sample style", redirectTo: "/dev/ui" }}
          />
          <AlertDialog id="alert" trigger="Show alert" title="Heads up" message="Your slideshow is offline." />
          <PromptDialog
            id="prompt"
            trigger="Ask name"
            title="What is your name?"
            label="Name"
            name="name"
            action="/dev/ui"
            fields={{ intent: "prompt", redirectTo: "/dev/ui" }}
          />
          <TermsOfUseModal />
        </div>
      </div>

      <div className="card space-y-4">
        <h2 className="text-lg font-bold">Media loaders</h2>
        <div className="grid grid-cols-3 gap-4">
          <ImageLoader
            src="/favicon.svg"
            alt="Stylecast mark"
            className="aspect-square w-full rounded-xl object-contain"
          />
          <ImageLoader
            src="/media/does-not-exist.webp"
            alt="Missing image"
            className="aspect-square w-full rounded-xl"
          />
          <VideoLoader
            src="/media/does-not-exist.mp4"
            label="Missing video"
            className="aspect-square w-full rounded-xl"
          />
        </div>
      </div>

      <div className="space-y-4">
        <h2 className="text-lg font-bold">Data table</h2>
        <DataTable rows={SUBSCRIBERS} columns={COLUMNS} rowKey={(row) => row.id} caption="Sample subscribers" />
      </div>
    </section>
  );
}

export const meta: Route.MetaFunction = () => [{ title: "UI parts | Stylecast" }];
