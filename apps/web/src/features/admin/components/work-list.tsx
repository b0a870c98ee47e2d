import { useId, type ComponentProps, type ReactNode } from 'react';
import { cn } from '@/lib/cn';

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

/** One thing in a WorkList: what it is on the left, what to do about it on the right. */
export function WorkItem({ align = 'end', ...props }: Omit<ComponentProps<'li'>, 'className'> & { align?: 'start' | 'end' }) {
  return (
    <li
      className={cn(
        'flex flex-wrap justify-between gap-3 rounded-xl border border-slate-200 bg-white p-4 text-sm',
        align === 'start' ? 'items-start' : 'items-end',
      )}
      {...props}
    />
  );
}
