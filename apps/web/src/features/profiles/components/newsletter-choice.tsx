import { m } from '@nafasi/shared/i18n';
import { useNewsletterChoice, useSetNewsletter } from '../api/newsletter';

/** Settings → Privacy: the newsletter, opted into (never on by itself) and left as easily. */
export function NewsletterChoice() {
  const choice = useNewsletterChoice();
  const set = useSetNewsletter();
  return (
    <fieldset className="space-y-2 pt-2" disabled={!choice.data || set.isPending}>
      <legend className="text-sm font-semibold text-slate-900">{m.privacy_newsletter_title()}</legend>
      <label className="flex cursor-pointer items-start gap-3">
        <input
          type="checkbox"
          className="mt-1 size-4 accent-brand-700"
          checked={choice.data?.subscribed ?? false}
          onChange={(e) => set.mutate(e.target.checked)}
          data-testid="newsletter-choice"
        />
        <span>
          <span className="block text-sm font-medium text-slate-900">{m.privacy_newsletter_on()}</span>
          <span className="block text-sm text-slate-600">{m.blog_newsletter_text()}</span>
        </span>
      </label>
      <p className="text-xs text-slate-500">{m.privacy_consents_note()}</p>
    </fieldset>
  );
}
