import { lazy, Suspense, useEffect, useState } from 'react';
import type * as SonnerModule from 'sonner';
import { m } from '@nafasi/shared/i18n';

type Sonner = typeof SonnerModule;

/**
 * Toasts (§9: at most 3 visible, 4 s each, bottom-right). The toast library is loaded the first
 * time something is said, so pages that never toast (the home page) don't download it.
 */
const SonnerToaster = lazy(() => import('sonner').then((m) => ({ default: m.Toaster })));

let activate: (() => void) | null = null;
let ready: Promise<Sonner> | null = null;
let resolveMounted: (() => void) | null = null;

export function ToastHost() {
  const [active, setActive] = useState(false);
  useEffect(() => {
    activate = () => setActive(true);
    return () => {
      activate = null;
    };
  }, []);
  if (!active) return null;
  return (
    <Suspense fallback={null}>
      <SonnerToaster
        position="bottom-right"
        visibleToasts={3}
        duration={4000}
        richColors
        closeButton
        containerAriaLabel={m.toast_region()}
        toastOptions={{ closeButtonAriaLabel: m.toast_close() }}
      />
      <Mounted />
    </Suspense>
  );
}

/** Rendered after the Toaster inside one Suspense boundary: its effect runs once the Toaster listens. */
function Mounted() {
  useEffect(() => resolveMounted?.(), []);
  return null;
}

function sonner(): Promise<Sonner> {
  ready ??= new Promise<void>((resolve) => {
    resolveMounted = resolve;
    activate?.();
  }).then(() => import('sonner'));
  return ready;
}

export const toast = {
  success: (message: string) => void sonner().then((s) => s.toast.success(message)),
  error: (message: string) => void sonner().then((s) => s.toast.error(message)),
  info: (message: string) => void sonner().then((s) => s.toast(message)),
};
