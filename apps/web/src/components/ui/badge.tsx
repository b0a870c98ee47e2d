import type { ComponentProps } from 'react';
import { cn } from '@/lib/cn';

const TONES = {
  brand: 'bg-brand-50 text-brand-800',
  light: 'bg-white/95 text-brand-800 shadow-sm',
  success: 'bg-emerald-50 text-emerald-800',
  muted: 'bg-slate-100 text-slate-700',
  warning: 'bg-amber-50 text-amber-900',
  danger: 'bg-red-50 text-red-800',
} as const;

export function Badge({ className, tone = 'brand', ...props }: ComponentProps<'span'> & { tone?: keyof typeof TONES }) {
  return <span className={cn('inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold', TONES[tone], className)} {...props} />;
}
