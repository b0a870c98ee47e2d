import { PAGE_META } from '@nafasi/shared/pages';
import { Briefcase, Clock, KeyRound, Lock, Mail, MapPin, ShieldAlert, ShieldCheck, Star, Wallet } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { ButtonAnchor as MailButton } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { CardGrid, PageHeader, Section } from '@/components/marketing';
import {
  applyHref,
  BENEFITS,
  CAREER_VALUES,
  CERTIFICATIONS,
  JOBS,
  PARTNERS,
  PARTNERSHIP_BENEFITS,
  SECURITY_FEATURES,
  SECURITY_PRACTICES,
  securityMail,
  TESTIMONIALS,
} from '@/content/company';
import { LEGAL_UPDATED, PRIVACY, TERMS, type LegalSection } from '@/content/legal';
import { PartnerInquiryForm } from '@/features/contact/forms';

const SECURITY_ICONS = [Lock, KeyRound, Wallet, ShieldCheck];

/** /security — the buttons write to the security address (also in /.well-known/security.txt). */
export function SecurityPage() {
  return (
    <>
      <PageHeader
        eyebrow="Security"
        title="Your account, bookings and payments, kept safe"
        intro="How we protect your data and money, the standards we follow, and how to reach our security team."
        description={PAGE_META['/security'].description}
      >
        <MailButton href={securityMail('Question for the security team')}>
          <Mail aria-hidden /> Contact Security Team
        </MailButton>
        <MailButton href={securityMail('Security issue report')} variant="outline">
          <ShieldAlert aria-hidden /> Report Security Issue
        </MailButton>
      </PageHeader>
      <Section title="How we protect you">
        <CardGrid
          columns={4}
          items={SECURITY_FEATURES.map((f, i) => {
            const Icon = SECURITY_ICONS[i % SECURITY_ICONS.length] ?? Lock;
            return { ...f, icon: <Icon className="size-5" aria-hidden /> };
          })}
        />
      </Section>
      <Section title="Standards and certifications">
        <CardGrid columns={4} items={CERTIFICATIONS.map((c) => ({ title: c.name, text: c.text, icon: <ShieldCheck className="size-5" aria-hidden /> }))} />
      </Section>
      <Section title="Our practices">
        <ul className="grid gap-3 sm:grid-cols-2">
          {SECURITY_PRACTICES.map((p) => (
            <li key={p} className="flex gap-3 rounded-xl border border-slate-200 bg-white p-4 text-slate-700">
              <ShieldCheck className="size-5 shrink-0 text-brand-700" aria-hidden /> {p}
            </li>
          ))}
        </ul>
        <p className="mt-6 text-sm text-slate-600">
          Found a vulnerability? Write to us before disclosing it; we answer every report within 48 hours. Our{' '}
          <a className="font-medium text-brand-800 underline" href="/.well-known/security.txt">
            security.txt
          </a>{' '}
          lists how to reach us.
        </p>
      </Section>
    </>
  );
}

/** /careers — Apply Now opens an application e-mail naming the position. */
export function CareersPage() {
  return (
    <>
      <PageHeader
        eyebrow="Careers"
        title="Help Kenya find space to work"
        intro="We are a small team in Nairobi building the marketplace for spaces by the hour. Come build it with us."
        description={PAGE_META['/careers'].description}
      />
      <Section title="Open positions" intro={`${JOBS.length} roles open now.`}>
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
                    <Clock className="size-4" aria-hidden /> Posted {job.posted}
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
                    <Briefcase aria-hidden /> Apply Now
                  </MailButton>
                </div>
              </Card>
            </li>
          ))}
        </ul>
      </Section>
      <Section title="Benefits">
        <CardGrid items={BENEFITS} />
      </Section>
      <Section title="Our values">
        <CardGrid items={CAREER_VALUES} columns={4} />
      </Section>
    </>
  );
}

function LegalPage({ eyebrow, title, description, sections }: { eyebrow: string; title: string; description: string; sections: LegalSection[] }) {
  return (
    <>
      <PageHeader eyebrow={eyebrow} title={title} intro={<p>Last updated {LEGAL_UPDATED}</p>} description={description} />
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-12 sm:px-6 lg:grid-cols-[16rem_1fr] lg:px-8">
        <nav aria-label="On this page" className="hidden lg:block">
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
  <LegalPage eyebrow="Privacy Policy" title="Privacy Policy" description={PAGE_META['/privacy'].description} sections={PRIVACY} />
);
export const TermsPage = () => <LegalPage eyebrow="Terms of Service" title="Terms of Service" description={PAGE_META['/terms'].description} sections={TERMS} />;

/** /partners — the inquiry form is sent to the server and kept for the team. */
export function PartnersPage() {
  return (
    <>
      <PageHeader
        eyebrow="Partners"
        title="Grow with Nafasi"
        intro="We work with space providers, technology companies, corporates and communities across Kenya."
        description={PAGE_META['/partners'].description}
      />
      <Section title="Our partners">
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {PARTNERS.map((p) => (
            <li key={p.id}>
              <Card className="h-full p-5">
                <div className="flex items-center gap-3">
                  <span aria-hidden className="grid size-12 place-items-center rounded-xl bg-brand-800 text-lg font-bold text-white">
                    {p.logo}
                  </span>
                  <div>
                    <h3 className="font-semibold text-slate-900">{p.name}</h3>
                    <p className="text-sm text-slate-600">{p.industry}</p>
                  </div>
                </div>
                <p className="mt-3 text-sm text-slate-700">{p.description}</p>
                <p className="mt-3 flex flex-wrap gap-2">
                  <Badge>{p.partnership}</Badge>
                  <Badge tone="muted">Since {p.since}</Badge>
                </p>
              </Card>
            </li>
          ))}
        </ul>
      </Section>
      <Section title="Ways to partner">
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
      <Section title="What partners say">
        <ul className="grid gap-4 lg:grid-cols-3">
          {TESTIMONIALS.map((t) => (
            <li key={t.name}>
              <Card className="h-full p-5">
                <p className="flex gap-0.5 text-amber-500" role="img" aria-label={`Rated ${t.rating} out of 5`}>
                  {Array.from({ length: t.rating }, (_, i) => (
                    <Star key={i} className="size-4 fill-current" aria-hidden />
                  ))}
                </p>
                <blockquote className="mt-3 text-slate-800">“{t.quote}”</blockquote>
                <p className="mt-3 text-sm font-semibold text-slate-900">{t.name}</p>
                <p className="text-sm text-slate-600">{t.role}</p>
              </Card>
            </li>
          ))}
        </ul>
      </Section>
      <Section title="Become a partner" intro="Tell us about your company and we will be in touch within two business days.">
        <Card className="max-w-3xl p-6">
          <PartnerInquiryForm />
        </Card>
      </Section>
    </>
  );
}
