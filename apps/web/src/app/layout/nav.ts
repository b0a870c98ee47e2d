import { m } from '@nafasi/shared/i18n';
import { paths } from '@/config/paths';

/** §2 header links, shared by the header and the mobile menu. Labels are messages: said in the page's language when drawn. */
export const MAIN_NAV = [
  { label: m.nav_spaces, href: paths.home.getHref() },
  { label: m.nav_virtual_meetings, href: paths.virtualMeetings.getHref() },
  { label: m.nav_how_it_works, href: paths.howItWorks.getHref() },
  { label: m.nav_about, href: paths.about.getHref() },
] as const;

/** The header's links for a signed-in person (their icons live with the menus, which load when used). */
export const SIGNED_IN_NAV = [
  { label: m.nav_meetings, href: paths.virtualMeetings.getHref() },
  { label: m.nav_dashboard, href: paths.dashboard.getHref() },
] as const;

/** §2 footer: every static page, /press included. */
export const FOOTER_NAV = [
  {
    title: m.footer_product,
    links: [
      { label: m.nav_how_it_works, href: paths.howItWorks.getHref() },
      { label: m.footer_pricing, href: paths.pricing.getHref() },
      { label: m.footer_features, href: paths.features.getHref() },
      { label: m.footer_security, href: paths.security.getHref() },
    ],
  },
  {
    title: m.footer_company,
    links: [
      { label: m.nav_about, href: paths.about.getHref() },
      { label: m.footer_careers, href: paths.careers.getHref() },
      { label: m.footer_press, href: paths.press.getHref() },
      { label: m.footer_contact, href: paths.contact.getHref() },
    ],
  },
  {
    title: m.footer_support,
    links: [
      { label: m.footer_help, href: paths.help.getHref() },
      { label: m.footer_privacy, href: paths.privacy.getHref() },
      { label: m.footer_terms, href: paths.terms.getHref() },
      { label: m.footer_status, href: paths.status.getHref() },
    ],
  },
  {
    title: m.footer_community,
    links: [
      { label: m.footer_blog, href: paths.blog.getHref() },
      { label: m.footer_forum, href: paths.forum.getHref() },
      { label: m.footer_events, href: paths.events.getHref() },
      { label: m.footer_partners, href: paths.partners.getHref() },
    ],
  },
] as const;

export const CONTACT = {
  email: 'hello@nafasi.co.ke',
  phone: '+254 20 765 4321',
  address: 'Westlands, Nairobi, Kenya',
} as const;
