import type { Ad } from "@contract/slideshow";
import { useId } from "react";
import { Form } from "react-router";
import { type Column, DataTable } from "~/components/data-table";
import { ConfirmDialog } from "~/components/dialog";
import { FormAlert, inputClassName, SubmitButton } from "~/components/form-field";
import { Section } from "~/components/section";
import { MediaPreview } from "./admin-ui";

const ACCEPT = "image/png,image/jpeg,image/webp,image/heic,image/heif,video/mp4,video/webm,video/x-m4v,video/quicktime";

const COLUMNS: Column<Ad>[] = [
  {
    key: "id",
    header: "ID",
    className: "hidden sm:table-cell",
    render: (ad) => <code className="text-xs">{ad.id}</code>,
  },
  {
    key: "title",
    header: "Title",
    // The table is as wide as its content: a fixed width on phones makes a long title wrap instead.
    render: (ad) => <span className="block w-36 sm:w-auto">{ad.title}</span>,
  },
  {
    key: "image",
    header: "Image",
    render: (ad) => (
      <MediaPreview
        video={ad.content_type.startsWith("video/") && Boolean(ad.file)}
        src={ad.file ?? ""}
        still={ad.cover}
        label={ad.title}
        className="h-16 w-28 rounded-lg object-cover sm:h-20 sm:w-36"
      />
    ),
  },
  {
    key: "delete",
    header: "Delete",
    render: (ad) => (
      <ConfirmDialog
        id={`delete-ad-${ad.id}`}
        trigger={
          <span>
            Delete<span className="sr-only"> {ad.title}</span>
          </span>
        }
        triggerClassName="btn-secondary"
        message={`The ad “${ad.title}” leaves every slideshow.`}
        action="/admin"
        fields={{ intent: "delete_ad", id: ad.id }}
      />
    ),
  },
];

/** Spec §2 Slideshow ads tab: upload one image or video (Select, then Save), and the table of ads. */
export function AdsTab({ ads, error }: { ads: Ad[]; error?: string }) {
  const fileId = useId();
  const titleId = useId();
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
        <SubmitButton className="btn-primary" pendingLabel="Saving…">
          Save
        </SubmitButton>
      </Form>
      <DataTable
        rows={ads}
        columns={COLUMNS}
        rowKey={(ad) => ad.id}
        emptyText="No ads yet."
        pageSize={200}
        sortable={false}
      />
    </Section>
  );
}
