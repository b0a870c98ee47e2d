import { useId, type ReactNode } from 'react';

/** A list of things waiting for an admin (refunds due, host payouts held, reported messages): a heading with how many, then the items. */
export function WorkList({ title, count, children }: { title: string; count: number; children: ReactNode }) {
  const id = useId();
  return (
    <section className="mb-8" aria-labelledby={id}>
      <h2 id={id} className="mb-3 text-lg font-semibold text-slate-900">
        {title} ({count})
      </h2>
      <ul className="grid gap-3">{children}</ul>
    </section>
  );
}
