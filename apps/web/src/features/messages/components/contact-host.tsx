import { MessageSquare } from 'lucide-react';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { MESSAGE_MAX } from '@nafasi/shared/messages';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { Label, Textarea } from '@/components/ui/input';
import { paths } from '@/config/paths';
import { useAuth } from '@/lib/auth';
import { toast } from '@/lib/toast';
import { useStartThread } from '../api/write-threads';
import { m } from '@nafasi/shared/i18n';

/** "Contact host" on a space's page: a first message starts (or continues) the guest's private conversation with its host. */
export function ContactHost({ spaceId, spaceTitle, hostName, ownerId }: { spaceId: string; spaceTitle: string; hostName: string; ownerId: string | null }) {
  const { status, user } = useAuth();
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  const [body, setBody] = useState('');
  const send = useStartThread(spaceId);
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
      <Dialog
        open={open}
        onOpenChange={setOpen}
        title={m.contact_host_title({ host: hostName })}
        description={m.contact_host_description({ space: spaceTitle })}
        footer={
          <>
            <Button variant="outline" onClick={() => setOpen(false)}>
              {m.common_cancel()}
            </Button>
            <Button
              onClick={() =>
                send.mutate(body, {
                  onSuccess: (thread) => {
                    setOpen(false);
                    setBody('');
                    void navigate(paths.messageThread.getHref(thread.id));
                  },
                })
              }
              disabled={body.trim() === '' || send.isPending}
            >
              {send.isPending ? m.card_sending() : m.contact_host_send()}
            </Button>
          </>
        }
      >
        <div className="space-y-1">
          <Label htmlFor="contact-host-body">{m.contact_host_message()}</Label>
          <Textarea
            id="contact-host-body"
            rows={5}
            maxLength={MESSAGE_MAX}
            value={body}
            onChange={(e) => setBody(e.target.value)}
            placeholder={m.contact_host_placeholder()}
          />
        </div>
      </Dialog>
    </>
  );
}
