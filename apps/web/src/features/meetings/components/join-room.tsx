import { type FormEvent, useState } from 'react';
import { useNavigate } from '@/lib/router';
import { MEETING_MESSAGES } from '@nafasi/shared/meetings';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { paths } from '@/config/paths';
import { toast } from '@/lib/toast';
import { useFindMeeting } from '../api/find-meeting';
import { m } from '@nafasi/shared/i18n';

/** Join Room: a meeting's id or its code (upper-cased), id first (§5). */
export function JoinRoom() {
  const navigate = useNavigate();
  const [value, setValue] = useState('');
  const join = useFindMeeting();
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!value.trim()) return toast.error(MEETING_MESSAGES.idRequired);
    join.mutate(value, { onSuccess: (meeting) => void navigate(paths.chatRoom.getHref(meeting.id)) });
  };
  return (
    <Card className="max-w-xl p-6">
      <form onSubmit={submit} className="space-y-4" noValidate>
        <Field label={m.meeting_id_label()}>
          <Input
            id="meeting-join"
            required
            autoComplete="off"
            autoCapitalize="characters"
            placeholder={m.meeting_id_placeholder()}
            value={value}
            onChange={(e) => setValue(e.target.value)}
          />
        </Field>
        <Button type="submit" disabled={join.isPending}>
          {join.isPending ? m.meeting_finding() : m.meeting_join()}
        </Button>
      </form>
    </Card>
  );
}
