import { Lock } from 'lucide-react';
import { useParams } from '@/lib/router';
import { ButtonLink } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { PageNotice } from '@/components/ui/page-notice';
import { paths } from '@/config/paths';
import { AuthLoading } from '@/features/auth/components/require-auth';
import { ThreadList, ThreadView } from '@/features/messages/components/conversations';
import { cn } from '@/lib/cn';
import { useAuth } from '@/lib/auth';
import { useDocumentTitle } from '@/lib/use-document-title';
import { m } from '@nafasi/shared/i18n';

/** /messages and /messages/:threadId: the conversations beside the open one (on a phone, one or the other). */
export function MessagesPage() {
  const { status, user } = useAuth();
  const { threadId } = useParams();
  useDocumentTitle(m.messages_title());
  if (status === 'loading') return <AuthLoading />;
  if (status === 'unauthenticated' || !user) {
    return (
      <PageNotice
        icon={Lock}
        title={m.messages_access_denied()}
        text={m.messages_sign_in()}
        action={<ButtonLink to={paths.login.getHref()}>{m.access_sign_in()}</ButtonLink>}
      />
    );
  }
  return (
    <div className="mx-auto max-w-6xl px-4 py-8 sm:px-6 lg:px-8">
      <h1 className="mb-4 text-2xl font-bold text-slate-900">{m.messages_title()}</h1>
      <Card className="grid overflow-hidden p-0 md:grid-cols-[20rem_1fr]">
        <div className={cn('border-slate-100 md:border-r', threadId && 'hidden md:block')}>
          <ThreadList viewerId={user.id} activeId={threadId} />
        </div>
        <div className={cn(!threadId && 'hidden md:block')}>
          {threadId ? (
            <ThreadView key={threadId} threadId={threadId} viewerId={user.id} />
          ) : (
            <p className="p-8 text-center text-sm text-slate-500">{m.messages_choose()}</p>
          )}
        </div>
      </Card>
    </div>
  );
}
