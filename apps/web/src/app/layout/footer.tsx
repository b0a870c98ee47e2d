import { nairobiDate } from '@nafasi/shared/time';
import { Globe, Mail, MapPin, Phone, Share2, AtSign } from 'lucide-react';
import { Link } from '@/lib/router';
import { Logo } from './logo';
import { LanguageSwitch } from '@/components/i18n/language-switch';
import { m } from '@nafasi/shared/i18n';
import { CONTACT, FOOTER_NAV } from './nav';

/** §2: social links are placeholders until Nafasi's accounts exist; they say so rather than lead nowhere. */
const SOCIAL = [
  { network: 'Facebook', icon: Globe },
  { network: 'X', icon: AtSign },
  { network: 'Instagram', icon: Share2 },
];

export function Footer() {
  return (
    <footer className="mt-16 print:hidden border-t border-slate-200 bg-slate-900 text-slate-300">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-12 sm:px-6 lg:grid-cols-[1.3fr_2fr] lg:px-8">
        <div className="space-y-4">
          <div className="[&_span]:text-white">
            <Logo />
          </div>
          <p className="max-w-sm text-sm text-slate-400">{m.footer_blurb()}</p>
          <ul className="space-y-2 text-sm">
            <li className="flex items-center gap-2">
              <Mail className="size-4 text-brand-300" aria-hidden /> {CONTACT.email}
            </li>
            <li className="flex items-center gap-2">
              <Phone className="size-4 text-brand-300" aria-hidden /> {CONTACT.phone}
            </li>
            <li className="flex items-center gap-2">
              <MapPin className="size-4 text-brand-300" aria-hidden /> {CONTACT.address}
            </li>
          </ul>
          <div className="flex gap-2">
            {SOCIAL.map(({ network, icon: Icon }) => (
              <span
                key={network}
                title={m.footer_social({ network })}
                aria-label={m.footer_social({ network })}
                role="img"
                className="grid size-9 place-items-center rounded-full bg-slate-800 text-slate-400"
              >
                <Icon className="size-4" aria-hidden />
              </span>
            ))}
          </div>
        </div>
        <div className="grid grid-cols-2 gap-8 sm:grid-cols-4">
          {FOOTER_NAV.map((group) => (
            <div key={group.links[0].href}>
              <h2 className="text-sm font-semibold text-white">{group.title()}</h2>
              <ul className="mt-3 space-y-2 text-sm">
                {group.links.map((link) => (
                  <li key={link.href}>
                    <Link to={link.href} className="text-slate-400 hover:text-white">
                      {link.label()}
                    </Link>
                  </li>
                ))}
              </ul>
            </div>
          ))}
        </div>
      </div>
      <div className="border-t border-slate-800">
        <div className="mx-auto flex max-w-7xl items-center justify-between gap-4 px-4 py-5 sm:px-6 lg:px-8">
          <p className="text-xs text-slate-400">{m.footer_rights({ year: nairobiDate().slice(0, 4) })}</p>
          <LanguageSwitch className="text-slate-300 hover:text-white" />
        </div>
      </div>
    </footer>
  );
}
