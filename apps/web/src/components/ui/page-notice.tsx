import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';

/** A whole page's answer when it cannot show itself: access denied, not found, done. */
export function PageNotice({ icon: Icon, title, text, action }: { icon: LucideIcon; title: string; text?: ReactNode; action?: ReactNode }) {
  return (
    <div className="mx-auto flex max-w-md flex-col items-center gap-3 px-4 py-24 text-center">
      <Icon className="size-10 text-slate-400" aria-hidden />
      <h1 className="text-2xl font-bold text-slate-900">{title}</h1>
      {text && <p className="text-slate-600">{text}</p>}
      {action}
    </div>
  );
}
