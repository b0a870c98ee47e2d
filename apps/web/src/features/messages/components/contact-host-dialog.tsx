import { useState } from 'react';
import { useNavigate } from '@/lib/router';
import { MESSAGE_MAX } from '@nafasi/shared/messages';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { Label, Textarea } from '@/components/ui/input';
import { paths } from '@/config/paths';
import { useStartThread } from '../api/write-threads';
import { m } from '@nafasi/shared/i18n';

/** The dialog behind "Contact host": loaded when it opens, so a space's page carries none of it. */
export default function ContactHostDialog({
  spaceId,
  spaceTitle,
  hostName,
  onClose,
}: {
  spaceId: string;
  spaceTitle: string;
  hostName: string;
  onClose: () => void;
}) {
  const navigate = useNavigate();
  const [body, setBody] = useState('');
  const send = useStartThread(spaceId);
  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={m.contact_host_title({ host: hostName })}
      description={m.contact_host_description({ space: spaceTitle })}
      footer={
        <>
          <Button variant="outline" onClick={onClose}>
            {m.common_cancel()}
          </Button>
          <Button
            onClick={() =>
              send.mutate(body, {
                onSuccess: (thread) => {
                  onClose();
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
  );
}
