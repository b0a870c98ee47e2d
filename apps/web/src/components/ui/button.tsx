import { cva, type VariantProps } from 'class-variance-authority';
import type { ComponentProps } from 'react';
import { Link } from '@/lib/router';
import { cn } from '@/lib/cn';

export const buttonVariants = cva(
  'inline-flex items-center justify-center gap-2 whitespace-nowrap rounded-lg text-sm font-semibold transition-colors disabled:pointer-events-none disabled:opacity-50 [&_svg]:size-4 [&_svg]:shrink-0 cursor-pointer',
  {
    variants: {
      variant: {
        default: 'bg-brand-700 text-white shadow-sm hover:bg-brand-800',
        accent: 'bg-sun-400 text-slate-900 shadow-sm hover:bg-sun-500',
        outline: 'border border-slate-300 bg-white text-slate-800 hover:bg-slate-50',
        ghost: 'text-slate-700 hover:bg-slate-100',
        destructive: 'bg-red-700 text-white shadow-sm hover:bg-red-800',
        link: 'text-brand-700 underline-offset-4 hover:underline',
      },
      size: {
        default: 'h-10 px-4',
        sm: 'h-9 px-3',
        lg: 'h-12 px-6 text-base',
        icon: 'size-10',
      },
    },
    defaultVariants: { variant: 'default', size: 'default' },
  },
);

export type ButtonStyle = VariantProps<typeof buttonVariants>;

export function Button({ className, variant, size, type = 'button', ...props }: ComponentProps<'button'> & ButtonStyle) {
  return <button type={type} className={cn(buttonVariants({ variant, size }), className)} {...props} />;
}

/** A link that looks like a button (the router's Link, so navigation stays in the app). */
export function ButtonLink({ className, variant, size, ...props }: ComponentProps<typeof Link> & ButtonStyle) {
  return <Link className={cn(buttonVariants({ variant, size }), className)} {...props} />;
}

/** A plain link that looks like a button: mailto:, tel: and other addresses that are not routes. */
export function ButtonAnchor({ className, variant, size, ...props }: ComponentProps<'a'> & ButtonStyle) {
  return <a className={cn(buttonVariants({ variant, size }), className)} {...props} />;
}
