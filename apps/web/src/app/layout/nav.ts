import { paths } from '@/config/paths';

/** §2 header links, shared by the header and the mobile menu. */
export const MAIN_NAV = [
  { label: 'Spaces', href: paths.home.getHref() },
  { label: 'Virtual Meetings', href: paths.virtualMeetings.getHref() },
  { label: 'How it Works', href: paths.howItWorks.getHref() },
  { label: 'About', href: paths.about.getHref() },
] as const;

/** The header's links for a signed-in person (their icons live with the menus, which load when used). */
export const SIGNED_IN_NAV = [
  { label: 'Meetings', href: paths.virtualMeetings.getHref() },
  { label: 'Dashboard', href: paths.dashboard.getHref() },
] as const;

/** §2 footer: every static page, /press included. */
export const FOOTER_NAV = [
  {
    title: 'Product',
    links: [
      { label: 'How it Works', href: paths.howItWorks.getHref() },
      { label: 'Pricing', href: paths.pricing.getHref() },
      { label: 'Features', href: paths.features.getHref() },
      { label: 'Security', href: paths.security.getHref() },
    ],
  },
  {
    title: 'Company',
    links: [
      { label: 'About', href: paths.about.getHref() },
      { label: 'Careers', href: paths.careers.getHref() },
      { label: 'Press', href: paths.press.getHref() },
      { label: 'Contact', href: paths.contact.getHref() },
    ],
  },
  {
    title: 'Support',
    links: [
      { label: 'Help Center', href: paths.help.getHref() },
      { label: 'Privacy Policy', href: paths.privacy.getHref() },
      { label: 'Terms of Service', href: paths.terms.getHref() },
      { label: 'Status', href: paths.status.getHref() },
    ],
  },
  {
    title: 'Community',
    links: [
      { label: 'Blog', href: paths.blog.getHref() },
      { label: 'Forum', href: paths.forum.getHref() },
      { label: 'Events', href: paths.events.getHref() },
      { label: 'Partners', href: paths.partners.getHref() },
    ],
  },
] as const;

export const CONTACT = {
  email: 'hello@nafasi.co.ke',
  phone: '+254 20 765 4321',
  address: 'Westlands, Nairobi, Kenya',
} as const;
