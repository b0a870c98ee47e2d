import { ArrowLeft, Printer } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button, ButtonLink } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { paths } from '@/config/paths';
import { CONTACT } from '@/app/layout/nav';
import { m } from '@nafasi/shared/i18n';

/**
 * A document laid out to print (or save as PDF) on one A4 page: the way back and the print button
 * on screen only, Nafasi's letterhead (with `seller`'s lines under it), and the document's title
 * block (`heading`) beside it.
 */
export function PrintableDocument(props: { back: { to: string; label: string }; seller?: ReactNode; heading: ReactNode; children: ReactNode }) {
  return (
    <div className="mx-auto max-w-3xl px-4 py-8 sm:px-6 print:max-w-none print:p-0">
      <div className="mb-4 flex flex-wrap justify-between gap-2 print:hidden">
        <ButtonLink to={props.back.to} variant="ghost">
          <ArrowLeft aria-hidden /> {props.back.label}
        </ButtonLink>
        <Button onClick={() => window.print()}>
          <Printer aria-hidden /> {m.invoice_print()}
        </Button>
      </div>
      <Card className="p-6 sm:p-10 print:border-0 print:shadow-none">
        <div className="flex flex-wrap items-start justify-between gap-6">
          <div>
            <p className="text-2xl font-extrabold tracking-tight text-brand-700">Nafasi</p>
            <address className="mt-2 text-sm not-italic leading-6 text-slate-600">
              {CONTACT.address}
              <br />
              {CONTACT.email} · {CONTACT.phone}
            </address>
            {props.seller}
          </div>
          <div className="text-left sm:text-right">{props.heading}</div>
        </div>
        {props.children}
      </Card>
    </div>
  );
}

/** A document that is not there, or not the reader's: said so, with the way back to the dashboard. */
export function PrintableNotFound({ text }: { text: string }) {
  return (
    <div className="mx-auto flex max-w-xl flex-col items-center gap-3 px-4 py-24 text-center">
      <h1 className="text-2xl font-bold text-slate-900">{m.invoice_not_found()}</h1>
      <p className="text-slate-600">{text}</p>
      <ButtonLink to={paths.dashboard.getHref()} variant="outline">
        <ArrowLeft aria-hidden /> {m.invoice_back()}
      </ButtonLink>
    </div>
  );
}
