import { Lock } from 'lucide-react';
import { useState } from 'react';
import { ButtonLink } from '@/components/ui/button';
import { PageNotice } from '@/components/ui/page-notice';
import { Tabs } from '@/components/ui/tabs';
import { paths } from '@/config/paths';
import { AuthLoading } from '@/features/auth/components/require-auth';
import { BrowseRooms } from '@/features/meetings/components/browse-rooms';
import { CreateRoom } from '@/features/meetings/components/create-room';
import { JoinRoom } from '@/features/meetings/components/join-room';
import { useAuth } from '@/lib/auth';
import { useDocumentTitle } from '@/lib/use-document-title';

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
    return (
      <PageNotice
        icon={Lock}
        title="Access Denied"
        text="Please sign in to host or join virtual meetings."
        action={<ButtonLink to={paths.login.getHref()}>Sign In</ButtonLink>}
      />
    );
  }
  return <Meetings />;
}
