import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Card } from './card';

/** What a list shows when it has nothing: an icon, a sentence, and what to do next. */
export function EmptyState({ icon: Icon, title, text, action }: { icon: LucideIcon; title: string; text?: string; action?: ReactNode }) {
  return (
    <Card className="flex flex-col items-center gap-3 px-6 py-12 text-center">
      <Icon className="size-10 text-slate-400" aria-hidden />
      <h3 className="text-lg font-semibold text-slate-900">{title}</h3>
      {text && <p className="max-w-sm text-sm text-slate-600">{text}</p>}
      {action}
    </Card>
  );
}
