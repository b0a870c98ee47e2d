import { PAGE_META } from '@nafasi/shared/pages';
import { Briefcase, Clock, KeyRound, Lock, Mail, MapPin, ShieldAlert, ShieldCheck, Star, Wallet } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { ButtonAnchor as MailButton } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { CardGrid, PageHeader, Section } from '@/components/marketing';
import { applyHref, company, securityMail } from '@/content/company';
import { legal, type LegalSection } from '@/content/legal';
import type { Widen } from '@/content/localized';
import { PartnerInquiryForm } from '@/features/contact/forms';
import { m } from '@nafasi/shared/i18n';

const SECURITY_ICONS = [Lock, KeyRound, Wallet, ShieldCheck];

/** The security contact file's name (the same in every language). */
const SECURITY_TXT = 'security.txt';

/** /security — the buttons write to the security address (also in /.well-known/security.txt). */
export function SecurityPage() {
  const { SECURITY_FEATURES, CERTIFICATIONS, SECURITY_PRACTICES } = company();
  return (
    <>
      <PageHeader eyebrow={m.footer_security()} title={m.security_title()} intro={m.security_intro()} description={PAGE_META['/security'].description}>
        <MailButton href={securityMail('question')}>
          <Mail aria-hidden /> {m.security_contact()}
        </MailButton>
        <MailButton href={securityMail('report')} variant="outline">
          <ShieldAlert aria-hidden /> {m.security_report()}
        </MailButton>
      </PageHeader>
      <Section title={m.security_protect()}>
        <CardGrid
          columns={4}
          items={SECURITY_FEATURES.map((f, i) => {
            const Icon = SECURITY_ICONS[i % SECURITY_ICONS.length] ?? Lock;
            return { ...f, icon: <Icon className="size-5" aria-hidden /> };
          })}
        />
      </Section>
      <Section title={m.security_standards()}>
        <CardGrid columns={4} items={CERTIFICATIONS.map((c) => ({ title: c.name, text: c.text, icon: <ShieldCheck className="size-5" aria-hidden /> }))} />
      </Section>
      <Section title={m.security_practices()}>
        <ul className="grid gap-3 sm:grid-cols-2">
          {SECURITY_PRACTICES.map((p) => (
            <li key={p} className="flex gap-3 rounded-xl border border-slate-200 bg-white p-4 text-slate-700">
              <ShieldCheck className="size-5 shrink-0 text-brand-700" aria-hidden /> {p}
            </li>
          ))}
        </ul>
        <p className="mt-6 text-sm text-slate-600">
          {m.security_found_before()}{' '}
          <a className="font-medium text-brand-800 underline" href="/.well-known/security.txt">
            {SECURITY_TXT}
          </a>{' '}
          {m.security_found_after()}
        </p>
      </Section>
    </>
  );
}

/** /careers — Apply Now opens an application e-mail naming the position. */
export function CareersPage() {
  const { JOBS, BENEFITS, CAREER_VALUES } = company();
  return (
    <>
      <PageHeader eyebrow={m.footer_careers()} title={m.careers_title()} intro={m.careers_intro()} description={PAGE_META['/careers'].description} />
      <Section title={m.careers_open()} intro={m.careers_roles({ count: JOBS.length })}>
        <ul className="grid gap-4 lg:grid-cols-2">
          {JOBS.map((job) => (
            <li key={job.title}>
              <Card className="flex h-full flex-col p-5" data-testid="job">
                <div className="flex flex-wrap items-center gap-2">
                  <Badge>{job.department}</Badge>
                  <Badge tone="muted">{job.type}</Badge>
                </div>
                <h3 className="mt-3 text-lg font-semibold text-slate-900">{job.title}</h3>
                <p className="mt-1 flex flex-wrap items-center gap-x-4 gap-y-1 text-sm text-slate-600">
                  <span className="flex items-center gap-1">
                    <MapPin className="size-4" aria-hidden /> {job.location}
                  </span>
                  <span className="flex items-center gap-1">
                    <Clock className="size-4" aria-hidden /> {m.careers_posted({ when: job.posted })}
                  </span>
                </p>
                <p className="mt-3 text-slate-700">{job.description}</p>
                <ul className="mt-3 flex-1 list-disc space-y-1 pl-5 text-sm text-slate-600">
                  {job.requirements.map((r) => (
                    <li key={r}>{r}</li>
                  ))}
                </ul>
                <div className="mt-4">
                  <MailButton href={applyHref(job)}>
                    <Briefcase aria-hidden /> {m.careers_apply()}
                  </MailButton>
                </div>
              </Card>
            </li>
          ))}
        </ul>
      </Section>
      <Section title={m.careers_benefits()}>
        <CardGrid items={BENEFITS} />
      </Section>
      <Section title={m.careers_values()}>
        <CardGrid items={CAREER_VALUES} columns={4} />
      </Section>
    </>
  );
}

function LegalPage({
  eyebrow,
  title,
  description,
  sections,
  updated,
}: {
  eyebrow: string;
  title: string;
  description: string;
  sections: Widen<LegalSection[]>;
  updated: string;
}) {
  return (
    <>
      <PageHeader eyebrow={eyebrow} title={title} intro={<p>{m.legal_updated({ day: updated })}</p>} description={description} />
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-12 sm:px-6 lg:grid-cols-[16rem_1fr] lg:px-8">
        <nav aria-label={m.legal_on_page()} className="hidden lg:block">
          <ul className="sticky top-24 space-y-2 text-sm">
            {sections.map((s) => (
              <li key={s.id}>
                <a href={`#${s.id}`} className="text-slate-600 hover:text-brand-800">
                  {s.title}
                </a>
              </li>
            ))}
          </ul>
        </nav>
        <article className="max-w-3xl space-y-8">
          {sections.map((s) => (
            <section key={s.id} id={s.id} aria-labelledby={`${s.id}-title`} className="scroll-mt-24">
              <h2 id={`${s.id}-title`} className="text-xl font-bold text-slate-900">
                {s.title}
              </h2>
              {s.paragraphs.map((p) => (
                <p key={p} className="mt-3 leading-relaxed text-slate-700">
                  {p}
                </p>
              ))}
            </section>
          ))}
        </article>
      </div>
    </>
  );
}

export const PrivacyPage = () => (
  <LegalPage
    eyebrow={m.footer_privacy()}
    title={m.footer_privacy()}
    description={PAGE_META['/privacy'].description}
    sections={legal().PRIVACY}
    updated={legal().PRIVACY_UPDATED}
  />
);
export const TermsPage = () => (
  <LegalPage
    eyebrow={m.footer_terms()}
    title={m.footer_terms()}
    description={PAGE_META['/terms'].description}
    sections={legal().TERMS}
    updated={legal().LEGAL_UPDATED}
  />
);

/** /partners — the inquiry form is sent to the server and kept for the team. */
export function PartnersPage() {
  const { PARTNERS, PARTNERSHIP_BENEFITS, TESTIMONIALS } = company();
  return (
    <>
      <PageHeader eyebrow={m.footer_partners()} title={m.partners_title()} intro={m.partners_intro()} description={PAGE_META['/partners'].description} />
      <Section title={m.partners_ours()}>
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {PARTNERS.map((p) => (
            <li key={p.id}>
              <Card className="h-full p-5">
                <div className="flex items-center gap-3">
                  <span aria-hidden className="grid size-12 place-items-center rounded-xl bg-brand-800 text-lg font-bold text-white">
                    {p.logo}
                  </span>
                  <div>
                    <h3 translate="no" className="font-semibold text-slate-900">
                      {p.name}
                    </h3>
                    <p className="text-sm text-slate-600">{p.industry}</p>
                  </div>
                </div>
                <p className="mt-3 text-sm text-slate-700">{p.description}</p>
                <p className="mt-3 flex flex-wrap gap-2">
                  <Badge>{p.partnership}</Badge>
                  <Badge tone="muted">{m.partners_since({ year: p.since })}</Badge>
                </p>
              </Card>
            </li>
          ))}
        </ul>
      </Section>
      <Section title={m.partners_ways()}>
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          {PARTNERSHIP_BENEFITS.map((t) => (
            <li key={t.value}>
              <Card className="h-full p-5">
                <h3 className="font-semibold text-slate-900">{t.title}</h3>
                <ul className="mt-2 list-disc space-y-1 pl-5 text-sm text-slate-600">
                  {t.benefits.map((b) => (
                    <li key={b}>{b}</li>
                  ))}
                </ul>
              </Card>
            </li>
          ))}
        </ul>
      </Section>
      <Section title={m.partners_say()}>
        <ul className="grid gap-4 lg:grid-cols-3">
          {TESTIMONIALS.map((t) => (
            <li key={t.name}>
              <Card className="h-full p-5">
                <p className="flex gap-0.5 text-amber-500" role="img" aria-label={m.partners_rated({ rating: t.rating })}>
                  {Array.from({ length: t.rating }, (_, i) => (
                    <Star key={i} className="size-4 fill-current" aria-hidden />
                  ))}
                </p>
                <blockquote className="mt-3 text-slate-800">“{t.quote}”</blockquote>
                <p translate="no" className="mt-3 text-sm font-semibold text-slate-900">
                  {t.name}
                </p>
                <p className="text-sm text-slate-600">{t.role}</p>
              </Card>
            </li>
          ))}
        </ul>
      </Section>
      <Section title={m.partners_become()} intro={m.partners_become_text()}>
        <Card className="max-w-3xl p-6">
          <PartnerInquiryForm />
        </Card>
      </Section>
    </>
  );
}
