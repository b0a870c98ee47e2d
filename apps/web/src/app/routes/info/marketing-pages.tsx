import { PAGE_META } from '@nafasi/shared/pages';
import { BadgeCheck, BarChart3, CalendarClock, Check, MessageSquare, Search, ShieldCheck, Smartphone, Video, Wallet } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { ButtonLink } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { CardGrid, FaqList, ListSpaceCta, PageHeader, Section, StatsStrip } from '@/components/marketing';
import { paths } from '@/config/paths';
import { company } from '@/content/company';
import { marketing } from '@/content/marketing';
import { cn } from '@/lib/cn';
import { m } from '@nafasi/shared/i18n';

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
  const { MILESTONES, VALUES } = marketing();
  return (
    <>
      <PageHeader eyebrow={m.nav_about()} title={m.about_title()} intro={m.about_intro()} description={PAGE_META['/about'].description}>
        <ButtonLink to={paths.home.getHref()}>{m.about_find()}</ButtonLink>
        <ButtonLink to={paths.listSpace.getHref()} variant="outline">
          {m.home_list_space()}
        </ButtonLink>
      </PageHeader>
      <Section title={m.about_numbers()}>
        <StatsStrip />
      </Section>
      <Section title={m.about_story()} intro={m.about_story_intro()}>
        <ol className="grid gap-4 md:grid-cols-3">
          {MILESTONES.map((milestone) => (
            <li key={milestone.year}>
              <Card className="h-full p-5">
                <p className="text-sm font-bold text-brand-800">{milestone.year}</p>
                <p className="mt-1 text-slate-700">{milestone.text}</p>
              </Card>
            </li>
          ))}
        </ol>
      </Section>
      <Section title={m.about_believe()}>
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
  const { GUEST_STEPS, OWNER_STEPS } = marketing();
  return (
    <>
      <PageHeader eyebrow={m.nav_how_it_works()} title={m.how_title()} intro={m.how_intro()} description={PAGE_META['/how-it-works'].description} />
      <Section title={m.how_guests()}>
        <Steps steps={GUEST_STEPS} />
      </Section>
      <Section title={m.how_owners()}>
        <Steps steps={OWNER_STEPS} />
      </Section>
      <Section title={m.how_questions()}>
        <FaqList items={company().CONTACT_FAQ} />
      </Section>
      <ListSpaceCta />
    </>
  );
}

/** /pricing — §2 tiers. */
export function PricingPage() {
  const { TIERS } = marketing();
  return (
    <>
      <PageHeader eyebrow={m.footer_pricing()} title={m.pricing_title()} intro={m.pricing_intro()} description={PAGE_META['/pricing'].description} />
      <Section title={m.pricing_plans()}>
        <ul className="grid gap-6 lg:grid-cols-3">
          {TIERS.map((tier) => (
            <li key={tier.name}>
              <Card className={cn('flex h-full flex-col p-6', tier.highlighted && 'ring-2 ring-brand-700')}>
                <div className="flex items-center justify-between gap-2">
                  <h3 className="text-xl font-bold text-slate-900">{tier.name}</h3>
                  {tier.highlighted && <Badge>{m.pricing_popular()}</Badge>}
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
      <Section title={m.pricing_trusted()}>
        <StatsStrip />
      </Section>
      <ListSpaceCta title={m.pricing_cta()} />
    </>
  );
}

/** /features */
export function FeaturesPage() {
  const { FEATURES } = marketing();
  return (
    <>
      <PageHeader eyebrow={m.footer_features()} title={m.features_title()} intro={m.features_intro()} description={PAGE_META['/features'].description} />
      <Section title={m.features_what()}>
        <CardGrid
          columns={4}
          items={FEATURES.map((f) => {
            const Icon = FEATURE_ICONS[f.icon];
            return { title: f.title, text: f.text, icon: <Icon className="size-5" aria-hidden /> };
          })}
        />
      </Section>
      <Section title={m.features_trust()}>
        <div className="flex items-start gap-3 rounded-2xl border border-brand-100 bg-brand-50 p-5 text-brand-900">
          <BadgeCheck className="size-6 shrink-0" aria-hidden />
          <p>{m.features_trust_text()}</p>
        </div>
      </Section>
      <ListSpaceCta />
    </>
  );
}
