import type { LucideIcon } from 'lucide-react';

/** "3 replies", "1 view": a topic's count with its icon, worded by a catalogue message with its plural forms. */
export function Count({ icon: Icon, n, label }: { icon: LucideIcon; n: number; label: (inputs: { count: number; shown: string }) => string }) {
  return (
    <span className="flex items-center gap-1">
      <Icon className="size-4" aria-hidden /> {label({ count: n, shown: n.toLocaleString('en') })}
    </span>
  );
}
