import { passwordStrength } from '@nafasi/shared/password';
import { cn } from '@/lib/cn';

const COLORS = ['bg-red-500', 'bg-red-500', 'bg-amber-500', 'bg-lime-500', 'bg-emerald-600'];

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
        Password strength: <span className="font-semibold text-slate-800">{label}</span>
      </p>
    </div>
  );
}
