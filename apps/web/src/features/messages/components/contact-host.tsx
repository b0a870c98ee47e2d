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
      toast.info('Sign in to message the host.');
      void navigate(paths.login.getHref());
      return;
    }
    setOpen(true);
  };
  return (
    <>
      <Button size="lg" variant="outline" className="w-full" onClick={begin}>
        <MessageSquare aria-hidden /> Contact host
      </Button>
      <Dialog
        open={open}
        onOpenChange={setOpen}
        title={`Message ${hostName}`}
        description={`Ask about ${spaceTitle} before you book. Phone numbers and e-mail addresses are hidden until a booking is paid.`}
        footer={
          <>
            <Button variant="outline" onClick={() => setOpen(false)}>
              Cancel
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
              {send.isPending ? 'Sending...' : 'Send message'}
            </Button>
          </>
        }
      >
        <div className="space-y-1">
          <Label htmlFor="contact-host-body">Your message</Label>
          <Textarea
            id="contact-host-body"
            rows={5}
            maxLength={MESSAGE_MAX}
            value={body}
            onChange={(e) => setBody(e.target.value)}
            placeholder="Hello! Is the room free on Saturday afternoon, and is there a projector?"
          />
        </div>
      </Dialog>
    </>
  );
}
