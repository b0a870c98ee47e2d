import { passwordStrength, type StrengthLabel } from '@nafasi/shared/password';
import { cn } from '@/lib/cn';
import { m } from '@nafasi/shared/i18n';

const COLORS = ['bg-red-500', 'bg-red-500', 'bg-amber-500', 'bg-lime-500', 'bg-emerald-600'];
const WORDS: Record<StrengthLabel, () => string> = { Weak: m.strength_weak, Fair: m.strength_fair, Good: m.strength_good, Strong: m.strength_strong };

/** §5: a live, advisory strength meter (score 0–4; Weak, Fair, Good, Strong). */
export function PasswordStrengthMeter({ password }: { password: string }) {
  if (!password) return null;
  const { score, label } = passwordStrength(password);
  return (
    <div className="space-y-1" data-testid="password-strength">
      <div className="flex gap-1" aria-hidden>
        {[1, 2, 3, 4].map((i) => (
          <span key={i} className={cn('h-1.5 flex-1 rounded-full', i <= score ? COLORS[score] : 'bg-slate-200')} />
        ))}
      </div>
      <p className="text-xs text-slate-600">
        {m.strength_label()} <span className="font-semibold text-slate-800">{WORDS[label]()}</span>
      </p>
    </div>
  );
}
