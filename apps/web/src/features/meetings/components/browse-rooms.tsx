import { Search, Video } from 'lucide-react';
import { useState } from 'react';
import { getErrorMessage } from '@nafasi/shared/errors';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { SearchField } from '@/components/ui/input';
import { Skeleton } from '@/components/ui/skeleton';
import { useAuth } from '@/lib/auth';
import { useDebounced } from '@/lib/use-debounced';
import { useMeetings } from '../api/get-meetings';
import { MeetingCard } from './meeting-card';
import { m } from '@nafasi/shared/i18n';

/** Browse Rooms: search by title, description or host (§5), and the meetings as cards. */
export function BrowseRooms({ onCreate }: { onCreate: () => void }) {
  const { user } = useAuth();
  const [text, setText] = useState('');
  const q = useDebounced(text);
  const meetings = useMeetings(q);
  const list = meetings.data ?? [];
  return (
    <div className="space-y-6">
      <SearchField label={m.meetings_search()} placeholder={m.meetings_search_placeholder()} className="max-w-md" value={text} onChange={setText} />
      {meetings.isPending ? (
        <div className="grid gap-4 md:grid-cols-2 xl:grid-cols-3">
          {[0, 1, 2].map((i) => (
            <Skeleton key={i} className="h-64 rounded-2xl" />
          ))}
        </div>
      ) : meetings.isError ? (
        <EmptyState
          icon={Video}
          title={m.meetings_failed()}
          text={getErrorMessage(meetings.error)}
          action={<Button onClick={() => void meetings.refetch()}>{m.push_try_again()}</Button>}
        />
      ) : list.length === 0 ? (
        q.trim() ? (
          <EmptyState
            icon={Search}
            title={m.meetings_no_match()}
            text={m.meetings_no_match_text()}
            action={
              <Button variant="outline" onClick={() => setText('')}>
                {m.meetings_clear_search()}
              </Button>
            }
          />
        ) : (
          <EmptyState icon={Video} title={m.meetings_none()} text={m.meetings_none_text()} action={<Button onClick={onCreate}>{m.meetings_create()}</Button>} />
        )
      ) : (
        <div className="grid gap-4 md:grid-cols-2 xl:grid-cols-3" aria-busy={meetings.isFetching}>
          {list.map((meeting) => (
            <MeetingCard key={meeting.id} meeting={meeting} canDelete={meeting.hostId === user?.id || user?.role === 'admin'} />
          ))}
        </div>
      )}
    </div>
  );
}
