import { OPTIONAL_MAIL_LABELS, OPTIONAL_MAILS, type MailSettings, type OptionalMail } from '@nafasi/shared/notifications';
import { Card } from '@/components/ui/card';
import { useMailSettings, useSaveMailSettings } from '../api/mail-settings';
import { m } from '@nafasi/shared/i18n';

/** Settings → Notifications: the optional mails, each on or off (what a booking needs always goes). */
export function MailSettingsCard({ role }: { role: 'user' | 'owner' | 'admin' }) {
  const settings = useMailSettings();
  const save = useSaveMailSettings();
  // Hosts hear of reviews, admins of what waits for them; everyone of their own bookings.
  const shown = OPTIONAL_MAILS.filter((k) => (k === 'reviews' ? role !== 'user' : k === 'admin_alerts' ? role === 'admin' : true));
  const toggle = (k: OptionalMail, on: boolean) => settings.data && save.mutate({ ...settings.data, [k]: on } satisfies MailSettings);
  return (
    <Card className="p-6">
      <h2 className="text-lg font-semibold text-slate-900">{m.bell_title()}</h2>
      <p className="mt-1 text-sm text-slate-600">{m.mail_settings_intro()}</p>
      <fieldset className="mt-4 space-y-3" disabled={!settings.data || save.isPending}>
        <legend className="sr-only">{m.mail_settings_legend()}</legend>
        {shown.map((k) => (
          <label key={k} className="flex cursor-pointer items-start gap-3">
            <input
              type="checkbox"
              className="mt-1 size-4 accent-brand-700"
              checked={settings.data?.[k] ?? true}
              onChange={(e) => toggle(k, e.target.checked)}
            />
            <span>
              <span className="block text-sm font-medium text-slate-900">{OPTIONAL_MAIL_LABELS[k].label}</span>
              <span className="block text-sm text-slate-600">{OPTIONAL_MAIL_LABELS[k].description}</span>
            </span>
          </label>
        ))}
      </fieldset>
    </Card>
  );
}
