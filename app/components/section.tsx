import { createContext, type ReactNode, use, useId } from "react";

/** The id of the heading of the Section around, for what takes its name from it (a DataTable). */
const SectionHeading = createContext<string | undefined>(undefined);
export const useSectionHeadingId = () => use(SectionHeading);

/**
 * A part of a page named by its heading: the section is labelled by the
 * heading's generated id, so a screen reader's landmark list reads the title.
 * `intro` is the quiet line under the title; `aside` sits beside it (a search,
 * a row of buttons) and wraps under it on a phone.
 */
export function Section({
  title,
  level = 2,
  intro,
  aside,
  className,
  titleClassName = "text-lg font-bold",
  children,
}: {
  title: ReactNode;
  level?: 2 | 3;
  intro?: ReactNode;
  aside?: ReactNode;
  className?: string;
  titleClassName?: string;
  children?: ReactNode;
}) {
  const id = useId();
  const Heading = level === 3 ? "h3" : "h2";
  const heading = (
    <Heading id={id} className={titleClassName}>
      {title}
    </Heading>
  );
  return (
    <section aria-labelledby={id} className={className}>
      {aside ? (
        <div className="flex flex-wrap items-end justify-between gap-3">
          {heading}
          {aside}
        </div>
      ) : (
        heading
      )}
      {intro ? <p className="mt-1 text-sm text-ink-soft">{intro}</p> : null}
      <SectionHeading value={id}>{children}</SectionHeading>
    </section>
  );
}

/** A count in a heading, in the quieter small type: "Subscribers (120)". */
export function HeadingCount({ count }: { count: number }) {
  return <span className="text-sm font-normal text-ink-soft">({count})</span>;
}
