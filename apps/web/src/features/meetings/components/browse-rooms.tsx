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

/** Browse Rooms: search by title, description or host (§5), and the meetings as cards. */
export function BrowseRooms({ onCreate }: { onCreate: () => void }) {
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
        <EmptyState
          icon={Video}
          title="Meetings could not be loaded"
          text={getErrorMessage(meetings.error)}
          action={<Button onClick={() => void meetings.refetch()}>Try again</Button>}
        />
      ) : list.length === 0 ? (
        q.trim() ? (
          <EmptyState
            icon={Search}
            title="No meetings match your search"
            text="Try another word, or clear the search to see every room."
            action={
              <Button variant="outline" onClick={() => setText('')}>
                Clear search
              </Button>
            }
          />
        ) : (
          <EmptyState
            icon={Video}
            title="No meeting rooms yet"
            text="Create a room and share its code or link with the people you are meeting."
            action={<Button onClick={onCreate}>Create Room</Button>}
          />
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
