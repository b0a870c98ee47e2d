import { useSyncExternalStore } from 'react';
import { WifiOff } from 'lucide-react';
import { m } from '@nafasi/shared/i18n';

const subscribe = (changed: () => void) => {
  window.addEventListener('online', changed);
  window.addEventListener('offline', changed);
  return () => {
    window.removeEventListener('online', changed);
    window.removeEventListener('offline', changed);
  };
};

/** Says so while the device has no connection (the server renders it online: nothing to hydrate). */
export function OfflineBanner() {
  const online = useSyncExternalStore(
    subscribe,
    () => navigator.onLine,
    () => true,
  );
  if (online) return null;
  return (
    <p
      role="status"
      data-testid="offline-banner"
      className="flex items-center justify-center gap-2 bg-amber-100 px-4 py-2 text-center text-sm font-medium text-amber-950"
    >
      <WifiOff className="size-4 shrink-0" aria-hidden /> {m.offline_banner()}
    </p>
  );
}
