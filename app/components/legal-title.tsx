/** Title block for a legal page. */
export function LegalTitle({ title, updated }: { title: string; updated: string }) {
  return (
    <header className="mb-6">
      <h1 className="text-3xl font-bold tracking-tight">{title}</h1>
      <p className="mt-2 text-sm text-ink-soft">Last updated {updated}</p>
    </header>
  );
}
