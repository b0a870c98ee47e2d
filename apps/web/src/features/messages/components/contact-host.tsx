import { MessageSquare } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { useNavigate } from '@/lib/router';
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
  const [open, setOpen] = useState(false);
  // A host does not write to themselves; a space without a host has no one to write to.
  if (!ownerId || user?.id === ownerId) return null;
  const begin = () => {
    if (status !== 'authenticated') {
      toast.info(m.contact_host_sign_in());
      void navigate(paths.login.getHref());
      return;
    }
    setOpen(true);
  };
  return (
    <>
      <Button size="lg" variant="outline" className="w-full" onClick={begin}>
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
