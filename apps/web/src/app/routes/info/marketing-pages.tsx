import { PAGE_META } from '@nafasi/shared/pages';
import { BadgeCheck, BarChart3, CalendarClock, Check, MessageSquare, Search, ShieldCheck, Smartphone, Video, Wallet } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { ButtonLink } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { CardGrid, FaqList, ListSpaceCta, PageHeader, Section, StatsStrip } from '@/components/marketing';
import { paths } from '@/config/paths';
import { CONTACT_FAQ } from '@/content/company';
import { FEATURES, GUEST_STEPS, MILESTONES, OWNER_STEPS, TIERS, VALUES } from '@/content/marketing';
import { cn } from '@/lib/cn';

const FEATURE_ICONS = {
  search: Search,
  calendar: CalendarClock,
  wallet: Wallet,
  video: Video,
  message: MessageSquare,
  shield: ShieldCheck,
  chart: BarChart3,
  phone: Smartphone,
};

/** /about */
export function AboutPage() {
  return (
    <>
      <PageHeader
        eyebrow="About"
        title="The right room, for an hour or a day"
        intro="Nafasi means “space” in Kiswahili. We connect people across Kenya with meeting rooms, studios, event halls, coworking desks and offices they can book by the hour and pay for with M-Pesa."
        description={PAGE_META['/about'].description}
      >
        <ButtonLink to={paths.home.getHref()}>Find a space</ButtonLink>
        <ButtonLink to={paths.listSpace.getHref()} variant="outline">
          List your space
        </ButtonLink>
      </PageHeader>
      <Section title="Nafasi in numbers">
        <StatsStrip />
      </Section>
      <Section title="Our story" intro="Great work needs the right place, and the right place should not need a five-year lease.">
        <ol className="grid gap-4 md:grid-cols-3">
          {MILESTONES.map((m) => (
            <li key={m.year}>
              <Card className="h-full p-5">
                <p className="text-sm font-bold text-brand-800">{m.year}</p>
                <p className="mt-1 text-slate-700">{m.text}</p>
              </Card>
            </li>
          ))}
        </ol>
      </Section>
      <Section title="What we believe">
        <CardGrid items={VALUES} columns={4} />
      </Section>
      <ListSpaceCta />
    </>
  );
}

function Steps({ steps }: { steps: readonly { title: string; text: string }[] }) {
  return (
    <ol className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
      {steps.map((s, i) => (
        <li key={s.title}>
          <Card className="h-full p-5">
            <span aria-hidden className="grid size-9 place-items-center rounded-full bg-brand-700 font-bold text-white">
              {i + 1}
            </span>
            <h3 className="mt-3 font-semibold text-slate-900">{s.title}</h3>
            <p className="mt-1 text-sm text-slate-600">{s.text}</p>
          </Card>
        </li>
      ))}
    </ol>
  );
}

/** /how-it-works */
export function HowItWorksPage() {
  return (
    <>
      <PageHeader
        eyebrow="How it Works"
        title="Book a space in four steps"
        intro="Search, pick your hours, pay with M-Pesa and show up. Owners list a space in minutes and we handle the bookings."
        description={PAGE_META['/how-it-works'].description}
      />
      <Section title="For guests">
        <Steps steps={GUEST_STEPS} />
      </Section>
      <Section title="For space owners">
        <Steps steps={OWNER_STEPS} />
      </Section>
      <Section title="Questions">
        <FaqList items={CONTACT_FAQ} />
      </Section>
      <ListSpaceCta />
    </>
  );
}

/** /pricing — §2 tiers. */
export function PricingPage() {
  return (
    <>
      <PageHeader
        eyebrow="Pricing"
        title="Simple plans for every way of working"
        intro="Start free. Upgrade when you book every week. Space rates are set by owners in KSH and shown before you confirm."
        description={PAGE_META['/pricing'].description}
      />
      <Section title="Plans">
        <ul className="grid gap-6 lg:grid-cols-3">
          {TIERS.map((tier) => (
            <li key={tier.name}>
              <Card className={cn('flex h-full flex-col p-6', tier.highlighted && 'ring-2 ring-brand-700')}>
                <div className="flex items-center justify-between gap-2">
                  <h3 className="text-xl font-bold text-slate-900">{tier.name}</h3>
                  {tier.highlighted && <Badge>Most popular</Badge>}
                </div>
                <p className="mt-1 text-sm text-slate-600">{tier.blurb}</p>
                <p className="mt-4">
                  <span className="text-4xl font-extrabold text-slate-900">{tier.price}</span> <span className="text-slate-600">{tier.period}</span>
                </p>
                {tier.note && <p className="mt-1 text-sm font-medium text-brand-800">{tier.note}</p>}
                <ul className="mt-5 flex-1 space-y-2 text-sm text-slate-700">
                  {tier.features.map((f) => (
                    <li key={f} className="flex gap-2">
                      <Check className="size-4 shrink-0 translate-y-0.5 text-brand-700" aria-hidden /> {f}
                    </li>
                  ))}
                </ul>
                <ButtonLink
                  to={tier.name === 'Business' ? paths.contact.getHref() : paths.register.getHref()}
                  variant={tier.highlighted ? 'default' : 'outline'}
                  className="mt-6"
                >
                  {tier.cta}
                </ButtonLink>
              </Card>
            </li>
          ))}
        </ul>
      </Section>
      <Section title="Trusted across Kenya">
        <StatsStrip />
      </Section>
      <ListSpaceCta title="Own a space? Listing is free on every plan." />
    </>
  );
}

/** /features */
export function FeaturesPage() {
  return (
    <>
      <PageHeader
        eyebrow="Features"
        title="Everything you need to book, host and meet"
        intro="From search to M-Pesa to a video call with your team, Nafasi is built for how Kenya works."
        description={PAGE_META['/features'].description}
      />
      <Section title="What you get">
        <CardGrid
          columns={4}
          items={FEATURES.map((f) => {
            const Icon = FEATURE_ICONS[f.icon];
            return { title: f.title, text: f.text, icon: <Icon className="size-5" aria-hidden /> };
          })}
        />
      </Section>
      <Section title="Built on trust">
        <div className="flex items-start gap-3 rounded-2xl border border-brand-100 bg-brand-50 p-5 text-brand-900">
          <BadgeCheck className="size-6 shrink-0" aria-hidden />
          <p>Every listing is reviewed by our team, every review comes from a real booking, and no two bookings of a space can ever overlap.</p>
        </div>
      </Section>
      <ListSpaceCta />
    </>
  );
}
