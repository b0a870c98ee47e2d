import { PAGE_META } from '@nafasi/shared/pages';
import { formatLongDay } from '@nafasi/shared/dates';
import { Download, Mail, Newspaper } from 'lucide-react';
import { Card } from '@/components/ui/card';
import { PageHeader } from '@/components/marketing';
import { m } from '@nafasi/shared/i18n';

const PRESS_EMAIL = 'press@nafasi.co.ke';

/** The releases (their dates are calendar days, written in the reader's language). */
const RELEASES = [
  { date: '2025-03-04', title: m.press_release_launch, text: m.press_release_launch_text },
  { date: '2025-06-18', title: m.press_release_meetings, text: m.press_release_meetings_text },
  { date: '2025-09-09', title: m.press_release_hours, text: m.press_release_hours_text },
];

const FACTS = [
  [m.press_fact_founded, m.press_fact_founded_value],
  [m.press_fact_cities, () => 'Nairobi, Mombasa, Kisumu, Nakuru, Eldoret'],
  [m.press_fact_payments, m.press_fact_payments_value],
  [m.press_fact_members, () => '1000+'],
] as const;

/** The footer's /press link leads here (it had no route in the original). */
export function PressPage() {
  return (
    <>
      <PageHeader eyebrow={m.footer_press()} title={m.press_title()} intro={m.press_intro()} description={PAGE_META['/press'].description} />
      <div className="mx-auto max-w-7xl px-4 py-12 sm:px-6 lg:px-8">
        <div className="grid gap-8 lg:grid-cols-[1fr_18rem]">
          <section aria-labelledby="releases-title">
            <h2 id="releases-title" className="text-xl font-bold text-slate-900">
              {m.press_releases()}
            </h2>
            <ul className="mt-4 space-y-4">
              {RELEASES.map((r) => (
                <li key={r.date}>
                  <Card className="p-5">
                    <p className="flex items-center gap-2 text-xs font-medium text-slate-500">
                      <Newspaper className="size-4" aria-hidden /> {formatLongDay(`${r.date}T12:00:00+03:00`)}
                    </p>
                    <h3 className="mt-2 font-semibold text-slate-900">{r.title()}</h3>
                    <p className="mt-1 text-sm text-slate-600">{r.text()}</p>
                  </Card>
                </li>
              ))}
            </ul>
          </section>
          <aside className="space-y-4">
            <Card className="p-5">
              <h2 className="font-semibold text-slate-900">{m.press_facts()}</h2>
              <dl className="mt-3 space-y-2 text-sm">
                {FACTS.map(([k, v]) => (
                  <div key={k()}>
                    <dt className="text-slate-500">{k()}</dt>
                    <dd className="font-medium text-slate-900">{v()}</dd>
                  </div>
                ))}
              </dl>
            </Card>
            <Card className="space-y-3 p-5">
              <h2 className="font-semibold text-slate-900">{m.press_media()}</h2>
              <a href="mailto:press@nafasi.co.ke" className="flex items-center gap-2 text-sm font-medium text-brand-800 hover:underline">
                <Mail className="size-4" aria-hidden /> {PRESS_EMAIL}
              </a>
              <a href="/favicon.svg" download="nafasi-logo.svg" className="flex items-center gap-2 text-sm font-medium text-brand-800 hover:underline">
                <Download className="size-4" aria-hidden /> {m.press_logo()}
              </a>
            </Card>
          </aside>
        </div>
      </div>
    </>
  );
}
