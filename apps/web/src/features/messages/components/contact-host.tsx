import { MessageSquare } from 'lucide-react';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useLocation, useNavigate } from '@/lib/router';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { useAuth } from '@/lib/auth';
import { toast } from '@/lib/toast';
import { m } from '@nafasi/shared/i18n';

const ContactHostDialog = lazy(() => import('./contact-host-dialog'));

/** "Contact host" on a space's page: a first message starts (or continues) the guest's private conversation with its host. */
export function ContactHost({ spaceId, spaceTitle, hostName, ownerId }: { spaceId: string; spaceTitle: string; hostName: string; ownerId: string | null }) {
  const { status, user } = useAuth();
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const [open, setOpen] = useState(false);
  /** Asked before the page knew who is signed in: answered once it does. */
  const [asked, setAsked] = useState(false);
  useEffect(() => {
    if (!asked || status === 'loading') return;
    setAsked(false);
    if (status === 'authenticated') {
      setOpen(true);
      return;
    }
    // Signed out: say so, and come back to this space after signing in.
    toast.info(m.contact_host_sign_in());
    void navigate(paths.login.getHref(), { state: { from: pathname + search } });
  }, [asked, status, navigate, pathname, search]);
  // A host does not write to themselves; a space without a host has no one to write to.
  if (!ownerId || user?.id === ownerId) return null;
  return (
    <>
      <Button size="lg" variant="outline" className="w-full" onClick={() => setAsked(true)}>
        <MessageSquare aria-hidden /> {m.contact_host()}
      </Button>
      {open && (
        <Suspense fallback={null}>
          <ContactHostDialog spaceId={spaceId} spaceTitle={spaceTitle} hostName={hostName} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
