import { useEffect, useId, useRef, useState } from "react";
import { Form, useLocation } from "react-router";
import { inputClassName } from "./input-class-name";

/**
 * Dialogs that work without JavaScript: a trigger is a link to `?dialog=<id>`,
 * which the server renders open. With JavaScript the same link opens the
 * dialog in place as a real modal (focus trap, Escape, backdrop).
 */
type DialogState = ReturnType<typeof useDialog>;

export function useDialog(id: string) {
  const location = useLocation();
  const params = new URLSearchParams(location.search);
  const urlOpen = params.get("dialog") === id;
  const [localOpen, setLocalOpen] = useState<boolean | null>(null);

  params.set("dialog", id);
  const openHref = `${location.pathname}?${params}`;
  params.delete("dialog");
  const rest = params.toString();
  const closeHref = `${location.pathname}${rest ? `?${rest}` : ""}`;

  return {
    id,
    isOpen: localOpen ?? urlOpen,
    open: () => setLocalOpen(true),
    close: () => setLocalOpen(false),
    openHref,
    closeHref,
  };
}

type DialogLinkProps = { dialog: DialogState; className?: string; children: React.ReactNode };

/**
 * Opens or closes a dialog: a real link to the open/closed URL without
 * JavaScript, an in-place toggle with it.
 */
function DialogLink({ dialog, opens, className = "btn-secondary", children }: DialogLinkProps & { opens: boolean }) {
  return (
    <a
      href={opens ? dialog.openHref : dialog.closeHref}
      className={className}
      aria-haspopup={opens ? "dialog" : undefined}
      onClick={(event) => {
        event.preventDefault();
        if (opens) dialog.open();
        else dialog.close();
      }}
    >
      {children}
    </a>
  );
}

export const DialogTrigger = (props: DialogLinkProps) => <DialogLink {...props} opens />;
export const DialogClose = (props: DialogLinkProps) => <DialogLink {...props} opens={false} />;

export function Dialog({
  dialog,
  title,
  children,
  footer,
  size = "md",
}: {
  dialog: DialogState;
  title: string;
  children?: React.ReactNode;
  footer?: React.ReactNode;
  size?: "md" | "lg";
}) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();

  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    if (dialog.isOpen && !element.matches(":modal")) {
      if (element.open) element.close(); // server-rendered open, not yet modal
      element.showModal();
    } else if (!dialog.isOpen && element.open) {
      element.close();
    }
  }, [dialog.isOpen]);

  if (!dialog.isOpen) return null;
  return (
    <dialog
      ref={ref}
      open
      aria-labelledby={titleId}
      // Turning the server-rendered dialog into a modal closes it for an instant: ignore that close.
      onClose={() => {
        if (!ref.current?.open) dialog.close();
      }}
      className={`fixed inset-0 z-50 m-auto max-h-[90dvh] w-[calc(100%-2rem)] overflow-y-auto rounded-2xl bg-white p-0 text-ink shadow-[0_0_0_100vmax_rgb(20_18_26/0.55)] ${size === "lg" ? "max-w-2xl" : "max-w-md"}`}
    >
      <div className="p-6">
        <h2 id={titleId} className="text-lg font-bold">
          {title}
        </h2>
        {children ? <div className="mt-3 text-sm text-ink-soft">{children}</div> : null}
        {footer ? <div className="mt-6 flex flex-wrap justify-end gap-3">{footer}</div> : null}
      </div>
    </dialog>
  );
}

/** Hidden fields carried by a dialog's form. */
function HiddenFields({ fields }: { fields?: Record<string, string> }) {
  return Object.entries(fields ?? {}).map(([name, value]) => (
    <input key={name} type="hidden" name={name} value={value} />
  ));
}

type FormTarget = { action: string; method?: "post" | "put" | "patch" | "delete"; fields?: Record<string, string> };

type TriggerProps = { id: string; trigger: React.ReactNode; triggerClassName?: string };

type DialogPart = React.ReactNode | ((dialog: DialogState) => React.ReactNode);
const renderPart = (part: DialogPart, dialog: DialogState) => (typeof part === "function" ? part(dialog) : part);

/**
 * A trigger link and the dialog it opens. `message` is what the dialog says
 * (for PromptDialog, its form); it and the footer may take the dialog, for
 * their close link or form.
 */
function TriggeredDialog({
  id,
  trigger,
  triggerClassName,
  title,
  message,
  footer,
}: TriggerProps & { title: string; message?: DialogPart; footer?: DialogPart }) {
  const dialog = useDialog(id);
  return (
    <>
      <DialogTrigger dialog={dialog} className={triggerClassName}>
        {trigger}
      </DialogTrigger>
      <Dialog dialog={dialog} title={title} footer={renderPart(footer, dialog)}>
        {renderPart(message, dialog)}
      </Dialog>
    </>
  );
}

/** Spec §2: destructive admin actions ask 'Are you sure?' with Yes and No. */
export function ConfirmDialog({
  title = "Are you sure?",
  action,
  method = "post",
  fields,
  ...dialogProps
}: FormTarget & TriggerProps & { title?: string; message?: string }) {
  return (
    <TriggeredDialog
      {...dialogProps}
      title={title}
      footer={(dialog) => (
        <Form method={method} action={action} onSubmit={dialog.close} className="contents">
          <HiddenFields fields={fields} />
          <DialogClose dialog={dialog}>No</DialogClose>
          <button type="submit" className="btn-primary">
            Yes
          </button>
        </Form>
      )}
    />
  );
}

export function AlertDialog(props: TriggerProps & { title: string; message: React.ReactNode }) {
  return (
    <TriggeredDialog
      {...props}
      footer={(dialog) => (
        <DialogClose dialog={dialog} className="btn-primary">
          OK
        </DialogClose>
      )}
    />
  );
}

export function PromptDialog({
  title,
  label,
  name,
  defaultValue,
  required = true,
  action,
  method = "post",
  fields,
  ...trigger
}: FormTarget &
  TriggerProps & {
    title: string;
    label: string;
    name: string;
    defaultValue?: string;
    required?: boolean;
  }) {
  const inputId = useId();
  return (
    <TriggeredDialog
      {...trigger}
      title={title}
      message={(dialog) => (
        <Form method={method} action={action} onSubmit={dialog.close}>
          <HiddenFields fields={fields} />
          <label htmlFor={inputId} className="block text-sm font-medium text-ink">
            {label}
          </label>
          <input
            id={inputId}
            name={name}
            defaultValue={defaultValue}
            required={required}
            className={`mt-2 ${inputClassName}`}
          />
          <div className="mt-6 flex justify-end gap-3">
            <DialogClose dialog={dialog}>Cancel</DialogClose>
            <button type="submit" className="btn-primary">
              OK
            </button>
          </div>
        </Form>
      )}
    />
  );
}
