import { formatDayAndClock, formatDayAndSeconds } from '@nafasi/shared/dates';
import { PAGE_META } from '@nafasi/shared/pages';
import { useQuery } from '@tanstack/react-query';
import { queryRoots } from '@/lib/query-keys';
import { Activity, Building2, CalendarDays, Clock, LifeBuoy, Mail, MapPin, MessageCircle, Phone, UserRound, Wallet } from 'lucide-react';
import { useState } from 'react';
import { Link } from '@/lib/router';
import type { Health, Incident, StatusHistory } from '@nafasi/shared/health';
import { useStatusHistory } from '@/lib/status-history';
import { Badge } from '@/components/ui/badge';
import { Button, ButtonLink } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { SearchField } from '@/components/ui/input';
import { FaqList, PageHeader, Section, StatGrid } from '@/components/marketing';
import { paths } from '@/config/paths';
import { company } from '@/content/company';
import { searchHelp } from '@/content/help';
import { statusContent, statusLabel, type ServiceRow } from '@/content/status';
import { ContactForm } from '@/features/contact/forms';
import { useSupportRoom } from '@/features/contact/api/open-support-room';
import { cn } from '@/lib/cn';
import { m } from '@nafasi/shared/i18n';

const CONTACT_ICONS = { mail: Mail, phone: Phone, map: MapPin, clock: Clock };

/** /contact — four info cards, the form (really sent), and an FAQ of 4. */
export function ContactPage() {
  return (
    <>
      <PageHeader eyebrow={m.footer_contact()} title={m.contact_title()} intro={m.contact_intro()} description={PAGE_META['/contact'].description} />
      <Section title={m.contact_reach()}>
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          {company().CONTACT_CARDS.map((c) => {
            const Icon = CONTACT_ICONS[c.icon];
            return (
              <li key={c.title}>
                <Card className="h-full p-5">
                  <div className="mb-3 grid size-10 place-items-center rounded-xl bg-brand-50 text-brand-800">
                    <Icon className="size-5" aria-hidden />
                  </div>
                  <h3 className="font-semibold text-slate-900">{c.title}</h3>
                  {'href' in c ? (
                    <a href={c.href} className="mt-1 block font-medium text-brand-800 hover:underline">
                      {c.lines[0]}
                    </a>
                  ) : (
                    <p className="mt-1 text-slate-700">{c.lines[0]}</p>
                  )}
                  <p className="text-sm text-slate-600">{c.lines[1]}</p>
                </Card>
              </li>
            );
          })}
        </ul>
      </Section>
      <div className="mx-auto grid max-w-7xl gap-10 px-4 pb-12 sm:px-6 lg:grid-cols-2 lg:px-8">
        <section aria-labelledby="contact-form-title">
          <h2 id="contact-form-title" className="text-2xl font-bold tracking-tight text-slate-900">
            {m.contact_form_title()}
          </h2>
          <Card className="mt-6 p-6">
            <ContactForm />
          </Card>
        </section>
        <section aria-labelledby="contact-faq-title">
          <h2 id="contact-faq-title" className="text-2xl font-bold tracking-tight text-slate-900">
            {m.faq_title()}
          </h2>
          <div className="mt-6">
            <FaqList items={company().CONTACT_FAQ} />
          </div>
        </section>
      </div>
    </>
  );
}

const HELP_ICONS = { calendar: CalendarDays, wallet: Wallet, building: Building2, user: UserRound };

/** /help — the search filters the articles and the FAQs as you type. */
export function HelpPage() {
  const [query, setQuery] = useState('');
  const found = searchHelp(query);
  const chat = useSupportRoom();
  const nothing = found.categories.length === 0 && found.faq.length === 0;
  return (
    <>
      <PageHeader
        eyebrow={m.footer_help()}
        title={m.help_title()}
        intro={
          <SearchField
            label={m.help_search()}
            placeholder={m.help_search_placeholder()}
            fieldSize="lg"
            className="max-w-xl"
            value={query}
            onChange={setQuery}
          />
        }
        description={PAGE_META['/help'].description}
      />
      {nothing && (
        <p role="status" className="mx-auto max-w-7xl px-4 pt-10 text-slate-700 sm:px-6 lg:px-8">
          {m.help_nothing({ query: query.trim() })}
        </p>
      )}
      {found.categories.length > 0 && (
        <Section title={m.help_topics()}>
          <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4" data-testid="help-categories">
            {found.categories.map((c) => {
              const Icon = HELP_ICONS[c.icon];
              return (
                <li key={c.title}>
                  <Card className="h-full p-5">
                    <div className="mb-3 grid size-10 place-items-center rounded-xl bg-brand-50 text-brand-800">
                      <Icon className="size-5" aria-hidden />
                    </div>
                    <h3 className="font-semibold text-slate-900">{c.title}</h3>
                    <p className="text-sm text-slate-600">{c.text}</p>
                    <ul className="mt-3 space-y-1.5 text-sm">
                      {c.articles.map((a) => (
                        <li key={a.title}>
                          <Link to={a.href} className="font-medium text-brand-800 hover:underline">
                            {a.title}
                          </Link>
                        </li>
                      ))}
                    </ul>
                  </Card>
                </li>
              );
            })}
          </ul>
        </Section>
      )}
      {found.faq.length > 0 && (
        <Section title={m.faq_title()} id="faq">
          <FaqList items={found.faq} />
        </Section>
      )}
      <Section title={m.help_still()} intro={found.faq.length > 0 ? m.help_still_answers({ count: found.faq.length }) : m.help_still_people()}>
        <div className="flex flex-wrap gap-3">
          <Button onClick={() => chat.mutate()} disabled={chat.isPending}>
            <MessageCircle aria-hidden /> {chat.isPending ? m.help_opening_chat() : m.help_start_chat()}
          </Button>
          <ButtonLink to={paths.contact.getHref()} variant="outline">
            <LifeBuoy aria-hidden /> {m.help_contact_support()}
          </ButtonLink>
        </div>
      </Section>
    </>
  );
}

const STATUS_TONE: Record<string, 'success' | 'warning' | 'danger' | 'muted'> = {
  operational: 'success',
  resolved: 'success',
  maintenance: 'warning',
  degraded: 'warning',
  outage: 'danger',
};
/** §4: a service's or incident's status, Unknown for anything else. */
const StatusBadge = ({ status }: { status: string }) => <Badge tone={STATUS_TONE[status] ?? 'muted'}>{statusLabel(status)}</Badge>;

/** GET /api/health, timed from the browser; a 503 still carries the body that says what is down. */
async function checkHealth(): Promise<{ health: Health | null; ms: number }> {
  const started = performance.now();
  try {
    const res = await fetch('/api/health', { cache: 'no-store' });
    const body = (await res.json()) as { data?: Health };
    return { health: body.data ?? null, ms: Math.round(performance.now() - started) };
  } catch {
    return { health: null, ms: Math.round(performance.now() - started) };
  }
}

/** A share of healthy checks as a percentage ("99.96%"), or a dash where nothing was recorded. */
const percent = (share: number | null | undefined) => (share == null ? '—' : `${(Math.floor(share * 10_000) / 100).toFixed(2)}%`);

/** A service's row: its status from the live check, its uptime from the record, its response time where one is measured. */
function serviceRow(row: ServiceRow, check: { health: Health | null; ms: number } | undefined, history: StatusHistory | undefined) {
  const uptime = percent(history?.uptime[row.live === 'web' ? 'api' : row.live]);
  if (!check) return { name: row.name, status: 'checking', uptime, responseTime: '—' };
  if (row.live === 'web') return { name: row.name, status: 'operational', uptime, responseTime: '—' };
  if (!check.health) return { name: row.name, status: 'unknown', uptime, responseTime: '—' };
  const status = check.health.services[row.live].status;
  const responseTime = row.live === 'api' ? `${check.ms}ms` : row.live === 'database' ? `${check.health.services.database.responseTimeMs}ms` : '—';
  return { name: row.name, status, uptime, responseTime };
}

/** An incident's headline: an admin's own title, or the service and its status in the reader's words for the service's own. */
function incidentTitle(i: Incident, services: ServiceRow[]) {
  if (i.title) return i.title;
  const service = services.find((s) => s.live === i.service)?.name ?? m.status_whole_service();
  return m.status_incident_monitor_title({ service, status: statusLabel(i.status === 'resolved' ? 'degraded' : i.status) });
}

/** /status — the banner tells the truth: it asks /api/health every 30 s; the figures are the service's own record. */
export function StatusPage() {
  const check = useQuery({ queryKey: queryRoots.health, queryFn: checkHealth, refetchInterval: 30_000, staleTime: 0 });
  const history = useStatusHistory();
  const { SERVICES } = statusContent();
  const rows = SERVICES.map((s) => serviceRow(s, check.data, history.data));
  const overall = check.isPending ? 'checking' : (check.data?.health?.status ?? 'unknown');
  const checkedAt = check.dataUpdatedAt ? new Date(check.dataUpdatedAt) : null;
  const banner =
    overall === 'operational'
      ? { text: m.status_all_ok(), style: 'bg-emerald-700 text-white' }
      : overall === 'checking'
        ? { text: m.status_checking(), style: 'bg-slate-700 text-white' }
        : overall === 'unknown'
          ? { text: m.status_unknown(), style: 'bg-slate-800 text-white' }
          : { text: m.status_problems({ status: statusLabel(overall) }), style: 'bg-red-700 text-white' };
  const h = history.data;
  const metrics = h?.since
    ? [
        { label: m.status_uptime(), value: percent(h.overallUptime) },
        { label: m.status_metric_response(), value: h.averageResponseMs == null ? '—' : `${h.averageResponseMs}ms` },
        { label: m.status_metric_incidents(), value: String(h.incidentCount) },
        { label: m.status_metric_resolve(), value: h.meanMinutesToResolve == null ? '—' : m.status_minutes({ minutes: h.meanMinutesToResolve }) },
      ]
    : null;
  return (
    <>
      <PageHeader eyebrow={m.footer_status()} title={m.status_title()} intro={m.status_intro()} description={PAGE_META['/status'].description} />
      <div className="mx-auto max-w-7xl px-4 pt-10 sm:px-6 lg:px-8">
        <div
          role="status"
          aria-live="polite"
          className={cn('flex flex-wrap items-center justify-between gap-2 rounded-2xl px-5 py-4', banner.style)}
          data-testid="status-banner"
        >
          <p className="flex items-center gap-2 text-lg font-semibold">
            <Activity className="size-5" aria-hidden /> {banner.text}
          </p>
          {checkedAt && <p className="text-sm opacity-90">{m.ledger_checked({ at: formatDayAndSeconds(checkedAt) })}</p>}
        </div>
      </div>
      <Section title={m.status_services()}>
        <Card className="overflow-x-auto" tabIndex={0} role="region" aria-label={m.status_services_label()}>
          <table className="w-full text-left text-sm">
            <thead className="border-b border-slate-200 bg-slate-50 text-slate-600">
              <tr>
                <th className="px-4 py-3 font-semibold">{m.status_service()}</th>
                <th className="px-4 py-3 font-semibold">{m.invoice_status()}</th>
                <th className="px-4 py-3 font-semibold">{m.status_uptime()}</th>
                <th className="px-4 py-3 font-semibold">{m.status_response()}</th>
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-100">
              {rows.map((r) => (
                <tr key={r.name} data-testid="service-row">
                  <td className="px-4 py-3 font-medium text-slate-900">{r.name}</td>
                  <td className="px-4 py-3">
                    {r.status === 'checking' ? <span className="text-slate-500">{m.status_checking()}</span> : <StatusBadge status={r.status} />}
                  </td>
                  <td className="px-4 py-3 text-slate-700">{r.uptime}</td>
                  <td className="px-4 py-3 text-slate-700">{r.responseTime}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </Card>
      </Section>
      <Section title={m.status_last_90()}>
        {metrics && h?.since ? (
          <div className="space-y-3" data-testid="status-metrics">
            <StatGrid items={metrics} tone="plain" />
            <p className="text-sm text-slate-600">{m.status_recorded_since({ since: formatDayAndClock(h.since) })}</p>
          </div>
        ) : (
          history.isSuccess && (
            <p className="text-slate-600" data-testid="status-no-history">
              {m.status_no_history()}
            </p>
          )
        )}
      </Section>
      <Section title={m.status_incidents()}>
        {h && h.incidents.length === 0 && <p className="text-slate-600">{m.status_no_incidents()}</p>}
        <ol className="space-y-4">
          {h?.incidents.map((i) => (
            <li key={i.id}>
              <Card className="p-5" data-testid="incident">
                <div className="flex flex-wrap items-center gap-2">
                  <h3 className="font-semibold text-slate-900">{incidentTitle(i, SERVICES)}</h3>
                  <StatusBadge status={i.status} />
                </div>
                <p className="mt-1 text-sm text-slate-600">
                  {m.status_incident_started({ at: formatDayAndClock(i.startedAt) })} ·{' '}
                  {i.resolvedAt ? m.status_incident_resolved({ at: formatDayAndClock(i.resolvedAt) }) : m.status_incident_ongoing()}
                </p>
                <p className="mt-2 text-slate-700">{i.description ?? m.status_incident_monitor_text()}</p>
              </Card>
            </li>
          ))}
        </ol>
      </Section>
    </>
  );
}
