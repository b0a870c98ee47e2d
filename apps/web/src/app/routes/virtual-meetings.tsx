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
import { m } from '@nafasi/shared/i18n';

function Meetings() {
  const [tab, setTab] = useState('browse');
  return (
    <div className="mx-auto max-w-7xl px-4 py-8 sm:px-6 lg:px-8">
      <h1 className="text-3xl font-bold tracking-tight text-slate-900">{m.nav_virtual_meetings()}</h1>
      <p className="mt-2 text-slate-600">{m.meetings_intro()}</p>
      <div className="mt-6">
        <Tabs
          label={m.nav_virtual_meetings()}
          value={tab}
          onChange={setTab}
          items={[
            { id: 'browse', label: m.meetings_browse(), content: <BrowseRooms onCreate={() => setTab('create')} /> },
            { id: 'create', label: m.meetings_create(), content: <CreateRoom /> },
            { id: 'join', label: m.meeting_join(), content: <JoinRoom /> },
          ]}
        />
      </div>
    </div>
  );
}

/** /virtual-meetings — §2: signed out, Access Denied with Sign In. */
export function VirtualMeetingsPage() {
  const { status } = useAuth();
  useDocumentTitle(m.nav_virtual_meetings());
  if (status === 'loading') return <AuthLoading />;
  if (status === 'unauthenticated') {
    return (
      <PageNotice
        icon={Lock}
        title={m.messages_access_denied()}
        text={m.meetings_sign_in()}
        action={<ButtonLink to={paths.login.getHref()}>{m.access_sign_in()}</ButtonLink>}
      />
    );
  }
  return <Meetings />;
}
