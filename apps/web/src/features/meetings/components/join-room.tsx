import { useMutation } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useNavigate } from 'react-router';
import { getErrorMessage } from '@nafasi/shared/errors';
import { MEETING_MESSAGES } from '@nafasi/shared/meetings';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { paths } from '@/config/paths';
import { ApiError } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { findMeeting } from '../api/find-meeting';

/** Join Room: a meeting's id or its code (upper-cased), id first (§5). */
export function JoinRoom() {
  const navigate = useNavigate();
  const [value, setValue] = useState('');
  const join = useMutation({
    mutationFn: findMeeting,
    onSuccess: (meeting) => navigate(paths.chatRoom.getHref(meeting.id)),
    onError: (error) => toast.error(error instanceof ApiError && error.status === 404 ? MEETING_MESSAGES.notFound : getErrorMessage(error)),
  });
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!value.trim()) return toast.error(MEETING_MESSAGES.idRequired);
    join.mutate(value);
  };
  return (
    <Card className="max-w-xl p-6">
      <form onSubmit={submit} className="space-y-4" noValidate>
        <Field label="Meeting ID or code">
          <Input
            id="meeting-join"
            required
            autoComplete="off"
            autoCapitalize="characters"
            placeholder="e.g. K7Q2MX"
            value={value}
            onChange={(e) => setValue(e.target.value)}
          />
        </Field>
        <Button type="submit" disabled={join.isPending}>
          {join.isPending ? 'Finding the room…' : 'Join Room'}
        </Button>
      </form>
    </Card>
  );
}
