import { type FormEvent, useState } from 'react';
import { useNavigate } from '@/lib/router';
import { CreateMeetingSchema, MEETING_DEFAULTS, MEETING_MESSAGES } from '@nafasi/shared/meetings';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Field } from '@/components/ui/field';
import { Input, Textarea } from '@/components/ui/input';
import { paths } from '@/config/paths';
import { maxLengthOf } from '@/lib/form';
import { toast } from '@/lib/toast';
import { useCreateMeeting } from '../api/create-meeting';
import { describeMinutes } from '@nafasi/shared/schedule';
import { m } from '@nafasi/shared/i18n';

/** Create Room: a name (required) and a description; the room opens at once. */
export function CreateRoom() {
  const navigate = useNavigate();
  const [title, setTitle] = useState('');
  const [description, setDescription] = useState('');
  const [listed, setListed] = useState(true);
  const create = useCreateMeeting();
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!title.trim()) return toast.error(MEETING_MESSAGES.nameRequired);
    create.mutate({ title, description, listed }, { onSuccess: (meeting) => void navigate(paths.chatRoom.getHref(meeting.id)) });
  };
  return (
    <Card className="max-w-xl p-6">
      <form onSubmit={submit} className="space-y-4" noValidate>
        <Field label={m.room_name()}>
          <Input
            id="meeting-title"
            required
            maxLength={maxLengthOf(CreateMeetingSchema.shape.title)}
            placeholder={m.room_name_placeholder()}
            value={title}
            onChange={(e) => setTitle(e.target.value)}
          />
        </Field>
        <Field label={m.room_description_optional()}>
          <Textarea
            id="meeting-description"
            rows={3}
            maxLength={maxLengthOf(CreateMeetingSchema.shape.description)}
            placeholder={m.room_description_placeholder()}
            value={description}
            onChange={(e) => setDescription(e.target.value)}
          />
        </Field>
        <label className="flex items-start gap-2 text-sm text-slate-700">
          <input type="checkbox" className="mt-0.5 size-4 accent-brand-700" checked={listed} onChange={(e) => setListed(e.target.checked)} />
          <span>
            {m.room_list_it()}
            <span className="block text-slate-500">{m.room_unlisted_text()}</span>
          </span>
        </label>
        <p className="text-sm text-slate-600">
          {m.room_defaults({
            length: describeMinutes(MEETING_DEFAULTS.durationMinutes),
            people: MEETING_DEFAULTS.maxParticipants,
            code: MEETING_DEFAULTS.codeLength,
          })}
        </p>
        <Button type="submit" disabled={create.isPending}>
          {create.isPending ? m.room_creating() : m.meetings_create()}
        </Button>
      </form>
    </Card>
  );
}
