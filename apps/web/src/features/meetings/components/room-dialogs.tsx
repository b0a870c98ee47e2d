import { useState, type FormEvent } from 'react';
import { UpdateMeetingSchema, type Participant, type Room } from '@nafasi/shared/meetings';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { Field } from '@/components/ui/field';
import { Input, Textarea } from '@/components/ui/input';
import { useHostAction } from '../api/host-action';
import { useUpdateMeeting } from '../api/update-meeting';
import { maxLengthOf } from '@/lib/form';
import { m } from '@nafasi/shared/i18n';

/** Room Settings: the host renames and describes the meeting, or ends (and reopens) it. */
export function RoomSettingsDialog({ room, open, onOpenChange }: { room: Room; open: boolean; onOpenChange: (open: boolean) => void }) {
  const [title, setTitle] = useState(room.title);
  const [description, setDescription] = useState(room.description);
  const save = useUpdateMeeting(room.id);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    save.mutate({ title, description }, { onSuccess: () => onOpenChange(false) });
  };
  return (
    <Dialog open={open} onOpenChange={onOpenChange} title={m.room_settings()} description={m.room_settings_text()}>
      <form onSubmit={submit} className="space-y-4">
        <Field label={m.room_name()}>
          <Input id="room-title" required maxLength={maxLengthOf(UpdateMeetingSchema.shape.title)} value={title} onChange={(e) => setTitle(e.target.value)} />
        </Field>
        <Field label={m.invoice_description()}>
          <Textarea
            id="room-description"
            rows={3}
            maxLength={maxLengthOf(UpdateMeetingSchema.shape.description)}
            value={description}
            onChange={(e) => setDescription(e.target.value)}
          />
        </Field>
        <div className="flex flex-wrap justify-between gap-2">
          <Button
            variant={room.isActive ? 'destructive' : 'outline'}
            onClick={() => save.mutate({ isActive: !room.isActive }, { onSuccess: () => onOpenChange(false) })}
            disabled={save.isPending}
          >
            {room.isActive ? m.room_end() : m.room_reopen()}
          </Button>
          <Button type="submit" disabled={save.isPending || !title.trim()}>
            {m.common_save()}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}

/** Manage Participants: the host mutes someone or removes them from the meeting. */
export function ManageParticipantsDialog({
  room,
  participants,
  me,
  open,
  onOpenChange,
}: {
  room: Room;
  participants: Participant[];
  me: string | null;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const act = useHostAction(room.id);
  const others = participants.filter((p) => p.id !== me);
  return (
    <Dialog open={open} onOpenChange={onOpenChange} title={m.room_manage()} description={m.room_in_room({ count: participants.length })}>
      {others.length === 0 ? (
        <p className="text-sm text-slate-600">{m.room_nobody()}</p>
      ) : (
        <ul className="divide-y divide-slate-100">
          {others.map((p) => (
            <li key={p.id} className="flex items-center justify-between gap-2 py-2">
              <span translate="no" className="min-w-0 truncate text-sm text-slate-800">
                {p.name}
              </span>
              <span className="flex gap-1">
                <Button
                  size="sm"
                  variant="outline"
                  onClick={() => act.mutate({ id: p.id, action: 'mute' })}
                  disabled={act.isPending || (p.isMuted && p.inCall)}
                >
                  {m.call_mute()}
                </Button>
                <Button size="sm" variant="destructive" onClick={() => act.mutate({ id: p.id, action: 'remove' })} disabled={act.isPending}>
                  {m.cal_remove()}
                </Button>
              </span>
            </li>
          ))}
        </ul>
      )}
    </Dialog>
  );
}
