import { Link } from '@/lib/router';
import { paths } from '@/config/paths';

export function Logo({ onClick }: { onClick?: () => void }) {
  return (
    <Link to={paths.home.getHref()} onClick={onClick} className="flex items-center gap-2 font-extrabold tracking-tight text-slate-900">
      <svg viewBox="0 0 64 64" className="size-8" aria-hidden>
        <rect width="64" height="64" rx="14" fill="#0f766e" />
        <path d="M18 46V18h6l16 19V18h6v28h-6L24 27v19z" fill="#fff" />
      </svg>
      <span className="text-xl">Nafasi</span>
    </Link>
  );
}
