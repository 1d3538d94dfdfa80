import { type AdminAd, MAX_AD_LINK } from "@contract/admin";
import * as endpoints from "@contract/endpoints/admin";
import { useId } from "react";
import { data, Form } from "react-router";
import { ConfirmDialog } from "~/components/dialog";
import { FormAlert, inputClassName, SubmitButton } from "~/components/form-field";
import { Section, useSectionHeadingId } from "~/components/section";
import { api } from "~/lib/api-client.server";
import { statusForFailure } from "~/lib/api-failure.server";
import { toasts } from "~/lib/toast.server";
import type { Route } from "./+types/ads";
import { moderate, postedForm, required } from "./admin.server";
import { formatCount } from "./admin-format";
import { adminPath, tabTitle } from "./admin-places";
import { CardFacts, MediaPreview } from "./admin-ui";

/** /admin/ads (spec §2 Slideshow ads tab). */
export async function loader(args: Route.LoaderArgs) {
  return { ads: required(await api(args, endpoints.listAds)).rows };
}

/**
 * Create an ad (its failure, a file the API refuses, shows on the form) or
 * delete one (after 'Are you sure?'). Every slideshow hears of either over the cable.
 */
export async function action(args: Route.ActionArgs) {
  const form = await postedForm(args.request);
  if (form.get("intent") === "create_ad") {
    const body = new FormData();
    for (const name of ["images", "poster", "title", "link"]) {
      const value = form.get(name);
      if (value !== null && !(value instanceof File && value.size === 0 && name === "poster")) body.set(name, value);
    }
    const result = await api(args, endpoints.createAd, { form: body });
    if (result.ok) return toasts().redirectWithSuccess(adminPath("ads"), result.message);
    return data({ error: result.message }, { status: statusForFailure(result) });
  }
  return moderate(args, form, {
    delete_ad: async (id) => ({
      result: await api(args, endpoints.deleteAd, { params: { id } }),
      to: adminPath("ads"),
    }),
  });
}

const ACCEPT = "image/png,image/jpeg,image/webp,image/heic,image/heif,video/mp4,video/webm,video/x-m4v,video/quicktime";

/**
 * The ads as cards, on a phone as on a laptop: each with its preview, title
 * and id, its plays on every screen (what an advertiser pays for, issue 23),
 * and Delete (after 'Are you sure?') in reach.
 */
function AdList({ ads }: { ads: AdminAd[] }) {
  const headingId = useSectionHeadingId();
  if (ads.length === 0) return <p className="card px-4 py-8 text-center text-ink-soft">No ads yet.</p>;
  return (
    <ul aria-labelledby={headingId} className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4">
      {ads.map((ad) => (
        <li key={ad.id} className="card flex min-w-0 flex-col gap-3 p-3">
          <MediaPreview
            video={ad.content_type.startsWith("video/") && Boolean(ad.file)}
            src={ad.file ?? ""}
            still={ad.cover}
            label={ad.title}
            className="aspect-video h-auto w-full rounded-lg object-cover"
          />
          <div className="flex items-start justify-between gap-2">
            <div className="min-w-0">
              <p className="font-semibold wrap-anywhere">{ad.title}</p>
              <code className="text-xs text-ink-soft">{ad.id}</code>
            </div>
            <ConfirmDialog
              id={`delete-ad-${ad.id}`}
              trigger={
                <span>
                  Delete<span className="sr-only"> {ad.title}</span>
                </span>
              }
              triggerClassName="btn-secondary shrink-0"
              message={`The ad “${ad.title}” leaves every slideshow.`}
              action={adminPath("ads")}
              fields={{ intent: "delete_ad", id: ad.id }}
            />
          </div>
          <div className="mt-auto">
            <CardFacts
              facts={[
                ["Plays, last 7 days", formatCount(ad.plays_7d)],
                ["Plays, last 30 days", formatCount(ad.plays_30d)],
                ["Scans, last 7 days", formatCount(ad.scans_7d)],
                ["Scans, last 30 days", formatCount(ad.scans_30d)],
                ["Scans lead to", ad.link ?? "the shop's own page"],
              ]}
            />
          </div>
        </li>
      ))}
    </ul>
  );
}

/** Spec §2 Slideshow ads tab: upload one image or video (Select, then Save), and the table of ads. */
export default function Ads({ loaderData, actionData }: Route.ComponentProps) {
  const { ads } = loaderData;
  const error = actionData?.error;
  const fileId = useId();
  const titleId = useId();
  const linkId = useId();
  return (
    <Section title="Slideshow ads" className="space-y-4">
      <Form method="post" encType="multipart/form-data" className="card space-y-4 p-5 sm:max-w-xl">
        <input type="hidden" name="intent" value="create_ad" />
        <FormAlert id="ad-error" errors={error ? [error] : undefined} />
        <div>
          <label htmlFor={fileId} className="block text-sm font-medium">
            Select an image or video
          </label>
          <input
            id={fileId}
            type="file"
            name="images"
            accept={ACCEPT}
            required
            aria-describedby={error ? "ad-error" : undefined}
            className="mt-1 block w-full text-sm file:mr-3 file:rounded-full file:border-0 file:bg-brand-soft file:px-4 file:py-2 file:font-semibold file:text-brand-dark"
          />
          <p className="mt-1 text-xs text-ink-soft">
            One file, up to 20 MB: png, jpeg, webp, heic, or an mp4, webm or mov video.
          </p>
        </div>
        <div>
          <label htmlFor={titleId} className="block text-sm font-medium">
            Title <span className="font-normal text-ink-soft">(optional: the file's name otherwise)</span>
          </label>
          <input id={titleId} name="title" maxLength={120} className={`mt-1 ${inputClassName}`} />
        </div>
        <div>
          <label htmlFor={linkId} className="block text-sm font-medium">
            Link <span className="font-normal text-ink-soft">(optional: where a scan of its QR code leads)</span>
          </label>
          <input
            id={linkId}
            name="link"
            type="url"
            inputMode="url"
            maxLength={MAX_AD_LINK}
            placeholder="https://"
            className={`mt-1 ${inputClassName}`}
          />
          <p className="mt-1 text-xs text-ink-soft">
            Without one, a scan leads to the page of the shop whose TV showed it.
          </p>
        </div>
        <SubmitButton className="btn-primary" pendingLabel="Saving…">
          Save
        </SubmitButton>
      </Form>
      <p className="text-sm text-ink-soft">
        Plays: how often an ad stayed on a shop's screen for 2 seconds or more, all shops together. Scans: how often a
        phone scanned its QR code there (each phone once in 10 minutes). The current hour counts once it is over.
      </p>
      <AdList ads={ads} />
    </Section>
  );
}

export const meta: Route.MetaFunction = () => [{ title: tabTitle("ads") }];
