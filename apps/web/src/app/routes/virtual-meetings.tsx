import { useMutation } from '@tanstack/react-query';
import { Lock, Search, Video } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { getErrorMessage } from '@nafasi/shared/errors';
import { MEETING_DEFAULTS, MEETING_MESSAGES } from '@nafasi/shared/meetings';
import { Button, ButtonLink } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { Input, Label, SearchField, Textarea } from '@/components/ui/input';
import { PageNotice } from '@/components/ui/page-notice';
import { Skeleton } from '@/components/ui/skeleton';
import { Tabs } from '@/components/ui/tabs';
import { paths } from '@/config/paths';
import { useAuth } from '@/features/auth/auth-provider';
import { AuthLoading } from '@/features/auth/components/require-auth';
import { createMeeting, findMeeting, useMeetings } from '@/features/meetings/api/meeting-calls';
import { formatDuration, MeetingCard } from '@/features/meetings/components/meeting-card';
import { ApiError } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { useDebounced } from '@/lib/use-debounced';
import { useDocumentTitle } from '@/lib/use-document-title';

/** Browse Rooms: search by title, description or host (§5), and the meetings as cards. */
function BrowseRooms({ onCreate }: { onCreate: () => void }) {
  const { user } = useAuth();
  const [text, setText] = useState('');
  const q = useDebounced(text);
  const meetings = useMeetings(q);
  const list = meetings.data ?? [];
  return (
    <div className="space-y-6">
      <SearchField label="Search meetings" placeholder="Search by name, description or host" className="max-w-md" value={text} onChange={setText} />
      {meetings.isPending ? (
        <div className="grid gap-4 md:grid-cols-2 xl:grid-cols-3">
          {[0, 1, 2].map((i) => (
            <Skeleton key={i} className="h-64 rounded-2xl" />
          ))}
        </div>
      ) : meetings.isError ? (
        <EmptyState icon={Video} title="Meetings could not be loaded" text={getErrorMessage(meetings.error)} action={<Button onClick={() => void meetings.refetch()}>Try again</Button>} />
      ) : list.length === 0 ? (
        q.trim() ? (
          <EmptyState icon={Search} title="No meetings match your search" text="Try another word, or clear the search to see every room." action={<Button variant="outline" onClick={() => setText('')}>Clear search</Button>} />
        ) : (
          <EmptyState icon={Video} title="No meeting rooms yet" text="Create a room and share its code or link with the people you are meeting." action={<Button onClick={onCreate}>Create Room</Button>} />
        )
      ) : (
        <div className="grid gap-4 md:grid-cols-2 xl:grid-cols-3" aria-busy={meetings.isFetching}>
          {list.map((m) => (
            <MeetingCard key={m.id} meeting={m} canDelete={m.hostId === user?.id || user?.role === 'admin'} />
          ))}
        </div>
      )}
    </div>
  );
}

/** Create Room: a name (required) and a description; the room opens at once. */
function CreateRoom() {
  const navigate = useNavigate();
  const [title, setTitle] = useState('');
  const [description, setDescription] = useState('');
  const [listed, setListed] = useState(true);
  const create = useMutation({
    mutationFn: createMeeting,
    onSuccess: (meeting) => {
      toast.success(`Room created. Share the code ${meeting.meetingCode} so others can join.`);
      navigate(paths.chatRoom.getHref(meeting.id));
    },
    onError: (error) => toast.error(getErrorMessage(error)),
  });
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!title.trim()) return toast.error(MEETING_MESSAGES.nameRequired);
    create.mutate({ title, description, listed });
  };
  return (
    <Card className="max-w-xl p-6">
      <form onSubmit={submit} className="space-y-4" noValidate>
        <div className="space-y-1">
          <Label htmlFor="meeting-title">Room name</Label>
          <Input id="meeting-title" required maxLength={120} placeholder="e.g. Weekly product sync" value={title} onChange={(e) => setTitle(e.target.value)} />
        </div>
        <div className="space-y-1">
          <Label htmlFor="meeting-description">Description (optional)</Label>
          <Textarea id="meeting-description" rows={3} maxLength={1000} placeholder="What is this meeting about?" value={description} onChange={(e) => setDescription(e.target.value)} />
        </div>
        <label className="flex items-start gap-2 text-sm text-slate-700">
          <input type="checkbox" className="mt-0.5 size-4 accent-brand-700" checked={listed} onChange={(e) => setListed(e.target.checked)} />
          <span>
            List this room in Browse Rooms
            <span className="block text-slate-500">Unlisted rooms are reached only by their link or code.</span>
          </span>
        </label>
        <p className="text-sm text-slate-600">
          Rooms are open for {formatDuration(MEETING_DEFAULTS.durationMinutes)} and hold up to {MEETING_DEFAULTS.maxParticipants} people. You get a {MEETING_DEFAULTS.codeLength}-character code to share.
        </p>
        <Button type="submit" disabled={create.isPending}>
          {create.isPending ? 'Creating room…' : 'Create Room'}
        </Button>
      </form>
    </Card>
  );
}

/** Join Room: a meeting's id or its code (upper-cased), id first (§5). */
function JoinRoom() {
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
        <div className="space-y-1">
          <Label htmlFor="meeting-join">Meeting ID or code</Label>
          <Input id="meeting-join" required autoComplete="off" autoCapitalize="characters" placeholder="e.g. K7Q2MX" value={value} onChange={(e) => setValue(e.target.value)} />
        </div>
        <Button type="submit" disabled={join.isPending}>
          {join.isPending ? 'Finding the room…' : 'Join Room'}
        </Button>
      </form>
    </Card>
  );
}

function Meetings() {
  const [tab, setTab] = useState('browse');
  return (
    <div className="mx-auto max-w-7xl px-4 py-8 sm:px-6 lg:px-8">
      <h1 className="text-3xl font-bold tracking-tight text-slate-900">Virtual Meetings</h1>
      <p className="mt-2 text-slate-600">Host or join a meeting room with chat and video, from your phone or your desk.</p>
      <div className="mt-6">
        <Tabs
          label="Virtual meetings"
          value={tab}
          onChange={setTab}
          items={[
            { id: 'browse', label: 'Browse Rooms', content: <BrowseRooms onCreate={() => setTab('create')} /> },
            { id: 'create', label: 'Create Room', content: <CreateRoom /> },
            { id: 'join', label: 'Join Room', content: <JoinRoom /> },
          ]}
        />
      </div>
    </div>
  );
}

/** /virtual-meetings — §2: signed out, Access Denied with Sign In. */
export function VirtualMeetingsPage() {
  const { status } = useAuth();
  useDocumentTitle('Virtual meetings');
  if (status === 'loading') return <AuthLoading />;
  if (status === 'unauthenticated') {
    return <PageNotice icon={Lock} title="Access Denied" text="Please sign in to host or join virtual meetings." action={<ButtonLink to={paths.login.getHref()}>Sign In</ButtonLink>} />;
  }
  return <Meetings />;
}
