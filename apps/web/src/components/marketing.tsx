import { ChevronDown } from 'lucide-react';
import type { ReactNode } from 'react';
import { ButtonLink } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { paths } from '@/config/paths';
import { marketing } from '@/content/marketing';
import { cn } from '@/lib/cn';
import { useDocumentTitle } from '@/lib/use-document-title';
import { m } from '@nafasi/shared/i18n';

/** The top of an information page: its title for the tab and search engines, an eyebrow, a heading and an intro. */
export function PageHeader({
  eyebrow,
  title,
  intro,
  description,
  children,
}: {
  eyebrow: string;
  title: string;
  intro: ReactNode;
  description: string;
  children?: ReactNode;
}) {
  useDocumentTitle(eyebrow, description);
  return (
    <header className="border-b border-slate-200 bg-gradient-to-b from-brand-50 to-stone-50">
      <div className="mx-auto max-w-7xl px-4 py-12 sm:px-6 sm:py-16 lg:px-8">
        <p className="text-sm font-semibold uppercase tracking-wider text-brand-800">{eyebrow}</p>
        <h1 className="mt-2 max-w-3xl text-3xl font-extrabold tracking-tight text-slate-900 sm:text-4xl">{title}</h1>
        <div className="mt-4 max-w-2xl text-lg text-slate-700">{intro}</div>
        {children && <div className="mt-6 flex flex-wrap gap-3">{children}</div>}
      </div>
    </header>
  );
}

/** A titled band of a page. */
export function Section({ title, intro, children, className, id }: { title: string; intro?: string; children: ReactNode; className?: string; id?: string }) {
  const headingId = `${id ?? title.toLowerCase().replace(/[^a-z0-9]+/g, '-')}-title`;
  return (
    <section id={id} aria-labelledby={headingId} className={cn('mx-auto max-w-7xl px-4 py-12 sm:px-6 lg:px-8', className)}>
      <h2 id={headingId} className="text-2xl font-bold tracking-tight text-slate-900">
        {title}
      </h2>
      {intro && <p className="mt-2 max-w-2xl text-slate-600">{intro}</p>}
      <div className="mt-6">{children}</div>
    </section>
  );
}

/** Figures in cards: the value large, its label under it. */
export function StatGrid({ items, tone = 'brand' }: { items: readonly { label: string; value: string }[]; tone?: 'brand' | 'plain' }) {
  return (
    <dl className="grid grid-cols-2 gap-4 sm:grid-cols-4">
      {items.map((s) => (
        <Card key={s.label} className="flex flex-col p-5 text-center">
          <dt className="text-sm text-slate-600">{s.label}</dt>
          <dd className={cn('order-first font-extrabold', tone === 'brand' ? 'text-3xl text-brand-800' : 'text-2xl text-slate-900')}>{s.value}</dd>
        </Card>
      ))}
    </dl>
  );
}

/** §2 marketing stats. */
export const StatsStrip = () => <StatGrid items={marketing().STATS} />;

/** A grid of titled cards. */
export function CardGrid({ items, columns = 3 }: { items: readonly { title: string; text: string; icon?: ReactNode }[]; columns?: 2 | 3 | 4 }) {
  const cols = { 2: 'sm:grid-cols-2', 3: 'sm:grid-cols-2 lg:grid-cols-3', 4: 'sm:grid-cols-2 lg:grid-cols-4' }[columns];
  return (
    <ul className={cn('grid gap-4', cols)}>
      {items.map((item) => (
        <li key={item.title}>
          <Card className="h-full p-5">
            {item.icon && <div className="mb-3 grid size-10 place-items-center rounded-xl bg-brand-50 text-brand-800">{item.icon}</div>}
            <h3 className="font-semibold text-slate-900">{item.title}</h3>
            <p className="mt-1 text-sm text-slate-600">{item.text}</p>
          </Card>
        </li>
      ))}
    </ul>
  );
}

/** Questions that open to their answers (native details/summary: keyboard and screen readers for free). */
export function FaqList({ items }: { items: readonly { q: string; a: string }[] }) {
  return (
    <div className="divide-y divide-slate-200 rounded-2xl border border-slate-200 bg-white">
      {items.map((item) => (
        <details key={item.q} className="group px-5 py-4">
          <summary className="flex cursor-pointer list-none items-center justify-between gap-4 font-semibold text-slate-900 [&::-webkit-details-marker]:hidden">
            {item.q}
            <ChevronDown className="size-5 shrink-0 text-slate-500 transition-transform group-open:rotate-180" aria-hidden />
          </summary>
          <p className="mt-2 text-slate-600">{item.a}</p>
        </details>
      ))}
    </div>
  );
}

/** The marketing pages' closing call: list a space (§2: they link to /list-space). */
export function ListSpaceCta({ title = m.marketing_cta_title(), text = m.marketing_cta_text() }: { title?: string; text?: string }) {
  return (
    <section className="mx-auto max-w-7xl px-4 py-12 sm:px-6 lg:px-8">
      <div className="flex flex-col items-start gap-4 rounded-3xl bg-brand-900 px-6 py-10 text-white sm:flex-row sm:items-center sm:justify-between sm:px-10">
        <div>
          <h2 className="text-2xl font-bold">{title}</h2>
          <p className="mt-2 max-w-xl text-brand-100">{text}</p>
        </div>
        <ButtonLink to={paths.listSpace.getHref()} variant="accent" size="lg">
          {m.marketing_list_space()}
        </ButtonLink>
      </div>
    </section>
  );
}
