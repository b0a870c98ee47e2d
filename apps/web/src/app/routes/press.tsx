import { PAGE_META } from '@nafasi/shared/pages';
import { Download, Mail, Newspaper } from 'lucide-react';
import { Card } from '@/components/ui/card';
import { PageHeader } from '@/components/marketing';

const RELEASES = [
  {
    date: 'March 4, 2025',
    title: 'Nafasi launches in Nairobi, Mombasa, Kisumu and Nakuru',
    text: 'Kenya’s marketplace for spaces by the hour opens with meeting rooms, studios, halls, coworking desks and offices, payable with M-Pesa.',
  },
  {
    date: 'June 18, 2025',
    title: 'Virtual meeting rooms come to Nafasi',
    text: 'Teams can now meet online with chat and video, and every listed space gets a community chat for questions before booking.',
  },
  {
    date: 'September 9, 2025',
    title: 'Nafasi passes 5,000 hours booked',
    text: 'Owners across eight counties have hosted more than 5,000 hours of interviews, workshops, shoots and celebrations.',
  },
];

const FACTS = [
  ['Founded', '2024, Nairobi'],
  ['Cities', 'Nairobi, Mombasa, Kisumu, Nakuru, Eldoret'],
  ['Payments', 'M-Pesa; cards coming soon'],
  ['Members', '1000+'],
];

/** The footer's /press link leads here (it had no route in the original). */
export function PressPage() {
  return (
    <>
      <PageHeader
        eyebrow="Press"
        title="Nafasi in the news"
        intro="Stories, announcements and resources for journalists writing about work, events and creative spaces in Kenya."
        description={PAGE_META['/press'].description}
      />
      <div className="mx-auto max-w-7xl px-4 py-12 sm:px-6 lg:px-8">
        <div className="grid gap-8 lg:grid-cols-[1fr_18rem]">
          <section aria-labelledby="releases-title">
            <h2 id="releases-title" className="text-xl font-bold text-slate-900">
              Press releases
            </h2>
            <ul className="mt-4 space-y-4">
              {RELEASES.map((r) => (
                <li key={r.title}>
                  <Card className="p-5">
                    <p className="flex items-center gap-2 text-xs font-medium text-slate-500">
                      <Newspaper className="size-4" aria-hidden /> {r.date}
                    </p>
                    <h3 className="mt-2 font-semibold text-slate-900">{r.title}</h3>
                    <p className="mt-1 text-sm text-slate-600">{r.text}</p>
                  </Card>
                </li>
              ))}
            </ul>
          </section>
          <aside className="space-y-4">
            <Card className="p-5">
              <h2 className="font-semibold text-slate-900">Fast facts</h2>
              <dl className="mt-3 space-y-2 text-sm">
                {FACTS.map(([k, v]) => (
                  <div key={k}>
                    <dt className="text-slate-500">{k}</dt>
                    <dd className="font-medium text-slate-900">{v}</dd>
                  </div>
                ))}
              </dl>
            </Card>
            <Card className="space-y-3 p-5">
              <h2 className="font-semibold text-slate-900">Media contact</h2>
              <a href="mailto:press@nafasi.co.ke" className="flex items-center gap-2 text-sm font-medium text-brand-800 hover:underline">
                <Mail className="size-4" aria-hidden /> press@nafasi.co.ke
              </a>
              <a href="/favicon.svg" download="nafasi-logo.svg" className="flex items-center gap-2 text-sm font-medium text-brand-800 hover:underline">
                <Download className="size-4" aria-hidden /> Download our logo (SVG)
              </a>
            </Card>
          </aside>
        </div>
      </div>
    </>
  );
}
