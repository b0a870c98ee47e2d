import { cloneElement, useId, type ReactElement, type ReactNode } from 'react';
import { cn } from '@/lib/cn';
import { Label } from './input';

type Control = ReactElement<{ id?: string; 'aria-invalid'?: boolean; 'aria-describedby'?: string }>;

/**
 * One labelled form control with its error, for every form: the label names the control, and an
 * error (the schema's, or the server's for that field) is shown under it, marks the control
 * invalid and describes it for screen readers.
 */
export function Field({
  label,
  error,
  hint,
  action,
  hideLabel = false,
  className,
  children,
}: {
  label: ReactNode;
  error?: string;
  hint?: ReactNode;
  /** Beside the label, at the right ("Forgot password?"). */
  action?: ReactNode;
  hideLabel?: boolean;
  className?: string;
  children: Control;
}) {
  const generated = useId();
  const id = children.props.id ?? generated;
  const errorId = `${id}-error`;
  return (
    <div className={cn('space-y-1', className)}>
      {action ? (
        <div className="flex items-center justify-between">
          <Label htmlFor={id}>{label}</Label>
          {action}
        </div>
      ) : (
        <Label htmlFor={id} className={hideLabel ? 'sr-only' : undefined}>
          {label}
        </Label>
      )}
      {cloneElement(children, { id, 'aria-invalid': error ? true : undefined, 'aria-describedby': error ? errorId : undefined })}
      {hint && !error && <p className="text-xs text-slate-500">{hint}</p>}
      {error && (
        <p id={errorId} className="text-sm text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}
