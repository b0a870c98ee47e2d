import type { LucideIcon } from 'lucide-react';

/** "3 replies", "1 view": a topic's count with its icon, in the singular when it is one. */
export function Count({ icon: Icon, n, one, many }: { icon: LucideIcon; n: number; one: string; many: string }) {
  return (
    <span className="flex items-center gap-1">
      <Icon className="size-4" aria-hidden /> {n.toLocaleString('en')} {n === 1 ? one : many}
    </span>
  );
}
