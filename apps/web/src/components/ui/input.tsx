import { CalendarDays, Search } from 'lucide-react';
import type { ComponentProps } from 'react';
import { formatFullDate, formatMonth } from '@nafasi/shared/dates';
import { m } from '@nafasi/shared/i18n';
import { cn } from '@/lib/cn';

type FieldSize = 'default' | 'lg';
const field = (size: FieldSize = 'default') =>
  cn(
    'w-full min-w-0 border border-slate-300 bg-white text-slate-900 placeholder:text-slate-500 focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-600/20 disabled:opacity-50 aria-invalid:border-red-500 aria-invalid:focus:ring-red-500/20',
    size === 'lg' ? 'h-12 rounded-xl px-3 text-base' : 'h-10 rounded-lg px-3 text-sm',
  );

export function Input({ className, fieldSize, ...props }: ComponentProps<'input'> & { fieldSize?: FieldSize }) {
  return <input className={cn(field(fieldSize), className)} {...props} />;
}

/**
 * A date (or month) field that writes its date in the page's language ("Jumatano, 2 Desemba 2026"), whatever
 * order the phone's own settings give a native date field (a phone set to US English shows
 * 12/02/2026 beside it). The native field lies over the words, transparent: a tap opens the
 * phone's own calendar (a click, the browser's), and its value, bounds and validity are the
 * browser's; the words are for the eye only.
 */
export function DateInput({
  className,
  fieldSize,
  value,
  onClick,
  month = false,
  ...props
}: Omit<ComponentProps<'input'>, 'type' | 'value'> & { value: string; fieldSize?: FieldSize; /** A month ("Desemba 2026"), not a day. */ month?: boolean }) {
  return (
    <div className={cn('group relative', className)}>
      <div
        aria-hidden
        className={cn(
          field(fieldSize),
          'flex items-center gap-2 group-focus-within:border-brand-600 group-focus-within:ring-2 group-focus-within:ring-brand-600/20',
          'group-has-[input[aria-invalid=true]]:border-red-500',
          props.disabled && 'opacity-50',
        )}
        data-testid="date-words"
      >
        <CalendarDays className="size-4 shrink-0 text-slate-500" />
        <span className={cn('truncate', !value && 'text-slate-500')}>
          {value ? (month ? formatMonth(`${value}-01`) : formatFullDate(value)) : m.date_field_empty()}
        </span>
      </div>
      <input
        type={month ? 'month' : 'date'}
        value={value}
        onClick={(e) => {
          // Desktop browsers open their calendar from an icon the words cover: the whole field opens it.
          try {
            e.currentTarget.showPicker();
          } catch {
            // Not offered here (an older browser), or not now: the field still takes typing.
          }
          onClick?.(e);
        }}
        className="absolute inset-0 size-full cursor-pointer opacity-0 disabled:cursor-not-allowed"
        {...props}
      />
    </div>
  );
}

/** A native select: the phone's own picker is the best one on a phone. */
export function NativeSelect({ className, fieldSize, ...props }: ComponentProps<'select'> & { fieldSize?: FieldSize }) {
  return <select className={cn(field(fieldSize), 'pr-8', className)} {...props} />;
}

export function Label({ className, ...props }: ComponentProps<'label'>) {
  return <label className={cn('text-sm font-medium text-slate-700', className)} {...props} />;
}

export function Textarea({ className, ...props }: ComponentProps<'textarea'>) {
  return (
    <textarea
      className={cn(
        'block w-full min-w-0 rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm text-slate-900 placeholder:text-slate-500 focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-600/20 disabled:opacity-50 aria-invalid:border-red-500 aria-invalid:focus:ring-red-500/20',
        className,
      )}
      {...props}
    />
  );
}

/** A search box with its magnifier; `className` sizes the wrapper (width, max-width). */
export function SearchField({
  label,
  value,
  onChange,
  className,
  fieldSize,
  ...props
}: Omit<ComponentProps<'input'>, 'value' | 'onChange'> & { label: string; value: string; onChange: (value: string) => void; fieldSize?: FieldSize }) {
  return (
    <div className={cn('relative', className)}>
      <Search
        className={cn('pointer-events-none absolute left-3 top-1/2 -translate-y-1/2 text-slate-400', fieldSize === 'lg' ? 'size-5' : 'size-4')}
        aria-hidden
      />
      <input
        type="search"
        aria-label={label}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        className={cn(field(fieldSize), fieldSize === 'lg' ? 'pl-10' : 'pl-9')}
        {...props}
      />
    </div>
  );
}
