import type { ContactButton } from "@contract/contact-links";
import { durationLabel, priceLabel } from "@contract/services";
import type { StyleService } from "@contract/style";
import { ButtonIcon } from "./contact-parts";

/**
 * A style's service on its page (issue 37): what it is, what it costs and
 * how long it takes, beside the primary "Book this look" (contract/book-this-look.ts;
 * none when the shop left no way to book: then the price alone).
 */
export function ServiceOffer({ service, book }: { service: StyleService; book: ContactButton | null }) {
  return (
    <section
      aria-label="The service"
      data-service
      className="mt-5 flex flex-col gap-3 rounded-2xl border border-line bg-white p-4 shadow-sm sm:flex-row sm:items-center sm:justify-between"
    >
      <div className="min-w-0">
        <p className="font-semibold">{service.name}</p>
        <p className="mt-0.5 text-ink-soft">
          <span data-price className="text-lg font-bold text-ink">
            {priceLabel(service)}
          </span>
          {service.duration_minutes ? <span data-duration> · {durationLabel(service.duration_minutes)}</span> : null}
        </p>
      </div>
      {book ? (
        <a
          href={book.href}
          ping={book.ping ?? undefined}
          data-book-look
          {...(book.external ? { target: "_blank", rel: "noopener noreferrer" } : {})}
          className="btn-primary shrink-0"
        >
          <ButtonIcon name={book.key} />
          {book.label}
        </a>
      ) : null}
    </section>
  );
}
