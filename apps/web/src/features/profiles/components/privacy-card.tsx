import { formatWhen } from '@nafasi/shared/dates';
import { DATA_EXPORT_HOURS, type DataExport } from '@nafasi/shared/privacy';
import { ShieldCheck } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { useDataExports, useRequestDataExport } from '../api/data-exports';
import { Corrections } from './corrections';
import { DeleteAccount } from './delete-account';
import { NewsletterChoice } from './newsletter-choice';
import { m } from '@nafasi/shared/i18n';

/** Where one archive stands, in words. */
function standing(e: DataExport): string {
  const when = (iso: string | null) => (iso ? formatWhen(new Date(iso)) : '');
  switch (e.status) {
    case 'preparing':
      return m.privacy_export_status_preparing({ when: when(e.createdAt) });
    case 'ready':
      return m.privacy_export_status_ready({ when: when(e.expiresAt) });
    case 'downloaded':
      return m.privacy_export_status_downloaded({ when: when(e.downloadedAt) });
    case 'expired':
      return m.privacy_export_status_expired();
    case 'failed':
      return m.privacy_export_status_failed();
  }
}

/**
 * Settings → Privacy (docs/PRIVACY.md): "Download my data" asks for one archive of everything Nafasi
 * holds about the person, mailed as a link; the latest archives say where they stand. "Delete my
 * account" below it.
 */
export function PrivacyCard() {
  const exports = useDataExports();
  const ask = useRequestDataExport();
  const latest = (exports.data ?? []).slice(0, 3);
  // One open at a time (the server says so too): while one is prepared, or ready with its link working.
  const open = latest.some((e) => e.status === 'preparing' || e.status === 'ready');
  return (
    <Card className="space-y-3 p-5" data-testid="privacy">
      <h2 className="flex items-center gap-2 font-semibold text-slate-900">
        <ShieldCheck className="size-4 text-brand-700" aria-hidden /> {m.privacy_heading()}
      </h2>
      <h3 className="text-sm font-semibold text-slate-900">{m.privacy_export_title()}</h3>
      <p className="text-sm text-slate-600">{m.privacy_export_text({ hours: DATA_EXPORT_HOURS })}</p>
      <Button variant="outline" onClick={() => ask.mutate()} disabled={ask.isPending || open}>
        {m.privacy_export_button()}
      </Button>
      {latest.length > 0 && (
        <ul className="space-y-1 text-sm text-slate-700" aria-live="polite">
          {latest.map((e) => (
            <li key={e.id} data-testid="data-export">
              {standing(e)}
            </li>
          ))}
        </ul>
      )}
      <NewsletterChoice />
      <Corrections />
      <DeleteAccount />
    </Card>
  );
}
