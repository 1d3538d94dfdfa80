import { type AdminAction, hasAdminAbility } from "@contract/admin";
import { telegramLink, whatsappLink } from "@contract/contact-links";
import * as endpoints from "@contract/endpoints/admin";
import { aboutMePath } from "@contract/public-paths";
import { priceRangeLabel } from "@contract/services";
import type { Style } from "@contract/style";
import { styleTitle } from "@contract/style-labels";
import { Link, useLocation } from "react-router";
import { AccountAvatar } from "~/components/account-avatar";
import { ApprovalBadge } from "~/components/approval-badge";
import { type Column, DataTable } from "~/components/data-table";
import { ConfirmDialog } from "~/components/dialog";
import { HeadingCount, Section } from "~/components/section";
import { api } from "~/lib/api-client.server";
import type { Route } from "./+types/subscriber-detail";
import { moderate, postedForm, postedFrom, required } from "./admin.server";
import { formatDateTime } from "./admin-format";
import { adminPath, subscriberTitle } from "./admin-places";
import { AdminIcon, BlockedBadge, GoBack, ICON_BUTTON, IntentButton, MediaPreview } from "./admin-ui";

/** /admin/subscribers/{account_id} (spec §2 Subscriber detail, the Subscribers tab's sub-tab). */
export async function loader(args: Route.LoaderArgs) {
  const { accountId } = args.params;
  const [detail, styles] = await Promise.all([
    api(args, endpoints.getSubscriber, { params: { id: accountId } }),
    api(args, endpoints.listAccountStyles, { params: { id: accountId } }),
  ]);
  return { detail: required(detail), styles: required(styles) };
}

/** Block, unblock and delete the account; approve, approve all or remove its styles. */
export const action = async (args: Route.ActionArgs) =>
  moderate(args, await postedForm(args.request), {
    // Spec §4: after block or delete the subscriber list reloads and the view returns to it.
    block: async (id) => ({
      result: await api(args, endpoints.blockAccount, { params: { id } }),
      to: adminPath("subscribers"),
    }),
    delete: async (id) => ({
      result: await api(args, endpoints.deleteAccount, { params: { id } }),
      to: adminPath("subscribers"),
    }),
    unblock: async (id) => ({
      result: await api(args, endpoints.unblockAccount, { params: { id } }),
      to: postedFrom(args.url),
    }),
    approve: async (id) => ({
      result: await api(args, endpoints.approveStyle, { json: { styleId: id } }),
      to: postedFrom(args.url),
    }),
    approve_all: async (id) => ({
      result: await api(args, endpoints.approveAllStyles, { json: { accountId: id } }),
      to: postedFrom(args.url),
    }),
    remove_style: async (id) => ({
      result: await api(args, endpoints.removeStyle, { params: { id } }),
      to: postedFrom(args.url),
    }),
  });

const ACTION_LABELS: Record<string, string> = {
  approve_style: "Approved a style",
  approve_all_styles: "Approved all styles",
  remove_style: "Removed a style",
  block_account: "Blocked the account",
  unblock_account: "Unblocked the account",
  delete_account: "Deleted the account",
};

const AUDIT_COLUMNS: Column<AdminAction>[] = [
  { key: "created_at", header: "When", render: (row) => formatDateTime(row.created_at) },
  { key: "admin_email", header: "Admin", render: (row) => <span className="break-all">{row.admin_email}</span> },
  {
    key: "action",
    header: "Action",
    render: (row) => (
      <>
        {ACTION_LABELS[row.action] ?? row.action}
        {row.target_id ? <code className="ml-1 text-xs text-ink-soft">{row.target_id}</code> : null}
      </>
    ),
  },
];

/** Spec §2 Subscriber detail: who it is, Block and Delete, its styles, the audit. */
export default function SubscriberDetailPage({ loaderData }: Route.ComponentProps) {
  const { detail, styles } = loaderData;
  const { account, actions } = detail;
  const a = account.attributes;
  const name = a.fullname || account.id;
  const here = useLocation().pathname;
  const blocked = a.status === "blocked";
  const whatsapp = whatsappLink(a.whatsapp);
  const telegram = telegramLink(a.telegram);
  const isAdmin = hasAdminAbility(a.abilities);
  return (
    <section aria-labelledby="subscriber-title" className="space-y-6">
      <GoBack to={adminPath("subscribers")} />
      <div className="card flex flex-col gap-5 p-5 sm:flex-row sm:p-6">
        <AccountAvatar src={a.avatar} name={name} className="size-24 text-3xl" />
        <div className="min-w-0 flex-1 space-y-2">
          <h2 id="subscriber-title" className="flex flex-wrap items-center gap-2 text-xl font-bold">
            {name}
            {blocked ? <BlockedBadge /> : null}
          </h2>
          {a.job_title ? <p className="text-ink-soft">{a.job_title}</p> : null}
          {a.about_me ? <p className="text-sm whitespace-pre-line">{a.about_me}</p> : null}
          <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
            <dt className="text-ink-soft">Price range</dt>
            <dd>{priceRangeLabel(a) ?? "—"}</dd>
            <dt className="text-ink-soft">Company</dt>
            <dd>{a.company ?? "—"}</dd>
            <dt className="text-ink-soft">E-mail</dt>
            <dd className="break-all">{a.email}</dd>
            <dt className="text-ink-soft">ID</dt>
            <dd>
              <code className="text-xs">{account.id}</code>
            </dd>
          </dl>
          <div className="flex flex-wrap gap-2 pt-2">
            {whatsapp ? (
              <a href={whatsapp} className="btn-secondary" target="_blank" rel="noreferrer">
                WhatsApp
              </a>
            ) : null}
            {telegram ? (
              <a href={telegram} className="btn-secondary" target="_blank" rel="noreferrer">
                Telegram
              </a>
            ) : null}
            <Link to={aboutMePath({ account_id: account.id, company: a.company })} className="btn-secondary">
              View Profile
            </Link>
            {isAdmin
              ? null
              : moderation(name, blocked).map((step) => (
                  <ConfirmDialog
                    key={step.intent}
                    id={step.intent}
                    trigger={step.label}
                    triggerClassName={step.className}
                    message={step.message}
                    action={here}
                    fields={{ intent: step.intent, id: account.id }}
                  />
                ))}
          </div>
        </div>
      </div>

      <Section
        title={
          <>
            Portfolio <HeadingCount count={styles.length} />
          </>
        }
        level={3}
        aside={
          styles.some((style) => !style.attributes.is_approved) ? <IntentButtonRow accountId={account.id} /> : null
        }
        className="space-y-3"
      >
        {styles.length === 0 ? (
          <p className="text-sm text-ink-soft">No styles yet.</p>
        ) : (
          <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
            {styles.map((style) => (
              <StyleCard key={style.id} style={style} here={here} />
            ))}
          </ul>
        )}
      </Section>

      <Section title="Admin actions" level={3} className="space-y-3">
        <DataTable
          rows={actions}
          columns={AUDIT_COLUMNS}
          rowKey={(row) => String(row.id)}
          caption="Admin actions on this account"
          emptyText="No admin action on this account yet."
          pageSize={50}
          sortable={false}
        />
      </Section>
    </section>
  );
}

/** Block (or Unblock) and Delete, each after 'Are you sure?' (decisions.md: Block blocks, Delete deletes). */
function moderation(name: string, blocked: boolean) {
  return [
    blocked
      ? {
          intent: "unblock",
          label: "Unblock",
          className: "btn-secondary",
          message: `${name} can sign in again, and their pages and slideshow come back.`,
        }
      : {
          intent: "block",
          label: "Block",
          className: "btn-secondary",
          message: `${name} is signed out and cannot sign in; their pages and slideshow go away until unblocked.`,
        },
    {
      intent: "delete",
      label: "Delete",
      className: "btn-primary",
      message: `${name}'s account, styles and files are deleted for good.`,
    },
  ];
}

function IntentButtonRow({ accountId }: { accountId: string }) {
  return (
    <span className="flex items-center gap-1 text-sm text-ink-soft">
      Approve all
      <IntentButton intent="approve_all" id={accountId} label="Approve all styles" icon="check-all" />
    </span>
  );
}

/** A style with its payload preview; an unapproved one with its approve and delete icons. */
function StyleCard({ style, here }: { style: Style; here: string }) {
  const title = styleTitle(style.attributes);
  const approved = style.attributes.is_approved;
  return (
    <li className="card space-y-3 p-3">
      <div className="flex items-center justify-between gap-2">
        <p className="min-w-0 truncate font-semibold">{title}</p>
        <ApprovalBadge approved={approved} />
      </div>
      <ul className="flex gap-2 overflow-x-auto pb-1">
        {style.attributes.payload.map((item) => (
          <li key={item.id} className="shrink-0">
            <MediaPreview
              video={item.content_type.startsWith("video/")}
              src={item.slideshow_16x9}
              still={item.thumb}
              label={
                item.content_type.startsWith("video/")
                  ? `Video ${item.filename}`
                  : // The style's before picture (issue 37) is moderated with it: said as such.
                    `${item.is_before ? "Before picture " : ""}${item.filename}`
              }
              className="h-24 w-24 rounded-lg object-cover"
            />
          </li>
        ))}
      </ul>
      {style.attributes.subject === "client" ? (
        <Link
          to={`${here}/consent-log/${encodeURIComponent(style.id)}`}
          className="text-sm font-semibold text-brand-dark"
        >
          Consent log<span className="sr-only"> of {title}</span>
        </Link>
      ) : null}
      {approved ? null : (
        <div className="flex justify-end gap-1">
          <IntentButton intent="approve" id={style.id} label={`Approve ${title}`} icon="check" />
          <ConfirmDialog
            id={`remove-${style.id}`}
            trigger={<AdminIcon icon="trash" label={`Delete ${title}`} />}
            triggerClassName={`${ICON_BUTTON} text-danger`}
            message={`${title} and its files are deleted for good.`}
            action={here}
            fields={{ intent: "remove_style", id: style.id }}
          />
        </div>
      )}
    </li>
  );
}

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: subscriberTitle(loaderData?.detail.account.attributes.fullname || loaderData?.detail.account.id || "") },
];
