import { useState, type FormEvent } from 'react';
import { UpdateMeetingSchema, type Participant, type Room } from '@nafasi/shared/meetings';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { Field } from '@/components/ui/field';
import { Input, Textarea } from '@/components/ui/input';
import { useHostAction } from '../api/host-action';
import { useUpdateMeeting } from '../api/update-meeting';
import { maxLengthOf } from '@/lib/form';

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
    <Dialog open={open} onOpenChange={onOpenChange} title="Room Settings" description="Only the host can change these.">
      <form onSubmit={submit} className="space-y-4">
        <Field label="Room name">
          <Input id="room-title" required maxLength={maxLengthOf(UpdateMeetingSchema.shape.title)} value={title} onChange={(e) => setTitle(e.target.value)} />
        </Field>
        <Field label="Description">
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
            {room.isActive ? 'End meeting' : 'Reopen meeting'}
          </Button>
          <Button type="submit" disabled={save.isPending || !title.trim()}>
            Save
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
    <Dialog open={open} onOpenChange={onOpenChange} title="Manage Participants" description={`${participants.length} in the room.`}>
      {others.length === 0 ? (
        <p className="text-sm text-slate-600">Nobody else is here yet.</p>
      ) : (
        <ul className="divide-y divide-slate-100">
          {others.map((p) => (
            <li key={p.id} className="flex items-center justify-between gap-2 py-2">
              <span className="min-w-0 truncate text-sm text-slate-800">{p.name}</span>
              <span className="flex gap-1">
                <Button
                  size="sm"
                  variant="outline"
                  onClick={() => act.mutate({ id: p.id, action: 'mute' })}
                  disabled={act.isPending || (p.isMuted && p.inCall)}
                >
                  Mute
                </Button>
                <Button size="sm" variant="destructive" onClick={() => act.mutate({ id: p.id, action: 'remove' })} disabled={act.isPending}>
                  Remove
                </Button>
              </span>
            </li>
          ))}
        </ul>
      )}
    </Dialog>
  );
}
