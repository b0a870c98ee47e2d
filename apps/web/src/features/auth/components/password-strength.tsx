import { useEffect, useState } from 'react';
import type { StrengthLabel } from '@nafasi/shared/password';
import type { estimatePassword } from '@nafasi/shared/password-strength';
import { cn } from '@/lib/cn';
import { m } from '@nafasi/shared/i18n';

const COLORS = ['bg-red-500', 'bg-red-500', 'bg-amber-500', 'bg-lime-500', 'bg-emerald-600'];
const WORDS: Record<StrengthLabel, () => string> = { Weak: m.strength_weak, Fair: m.strength_fair, Good: m.strength_good, Strong: m.strength_strong };

/** The estimator and its dictionaries (520 KB compressed), loaded when a password field is shown, never with the page. */
const loadEstimator = () => import('@nafasi/shared/password-strength').then((module) => module.estimatePassword);

/**
 * §5: a live strength meter (score 0–4; Weak, Fair, Good, Strong), from the estimate the server
 * checks (zxcvbn with Kenya's words: packages/shared/src/password-strength.ts). Below Good the
 * server refuses the password, and the meter says so before the form is sent.
 */
export function PasswordStrengthMeter({ password, about = [] }: { password: string; about?: readonly string[] }) {
  const [estimate, setEstimate] = useState<typeof estimatePassword | null>(null);
  useEffect(() => {
    let shown = true;
    void loadEstimator().then((read) => shown && setEstimate(() => read));
    return () => {
      shown = false;
    };
  }, []);
  if (!password || !estimate) return null;
  const { score, label, acceptable } = estimate(password, about);
  return (
    <div className="space-y-1" data-testid="password-strength" data-score={score}>
      <div className="flex gap-1" aria-hidden>
        {[1, 2, 3, 4].map((i) => (
          <span key={i} className={cn('h-1.5 flex-1 rounded-full', i <= score ? COLORS[score] : 'bg-slate-200')} />
        ))}
      </div>
      <p className="text-xs text-slate-600" aria-live="polite">
        {m.strength_label()} <span className="font-semibold text-slate-800">{WORDS[label]()}</span>
      </p>
      {!acceptable && <p className="text-xs text-amber-800">{m.password_too_weak()}</p>}
    </div>
  );
}
