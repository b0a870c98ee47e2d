import { UserX } from 'lucide-react';
import { getErrorMessage } from '@nafasi/shared/errors';
import { m } from '@nafasi/shared/i18n';
import { Button, ButtonLink } from '@/components/ui/button';
import { PageNotice } from '@/components/ui/page-notice';
import { paths } from '@/config/paths';
import { fromLinkHash, SignInFirst } from '@/features/auth/components/require-auth';
import { useConfirmDeletion } from '@/features/profiles/api/account-deletion';
import { useDocumentTitle } from '@/lib/use-document-title';

/** The mailed link that confirms deleting an account that signs in only with Google. */
function ConfirmDeletion() {
  const token = fromLinkHash('token');
  const confirm = useConfirmDeletion();
  if (!token) return <PageNotice icon={UserX} title={m.privacy_delete_page_heading()} text={m.privacy_delete_page_bad_link()} />;
  return (
    <PageNotice
      icon={UserX}
      title={m.privacy_delete_page_heading()}
      text={confirm.isError ? getErrorMessage(confirm.error) : m.privacy_delete_page_text()}
      action={
        confirm.isError ? (
          <ButtonLink to={paths.profile.getHref()} variant="outline">
            {m.privacy_heading()}
          </ButtonLink>
        ) : (
          <Button variant="destructive" disabled={confirm.isPending} data-testid="confirm-delete-link" onClick={() => confirm.mutate(token)}>
            {m.privacy_delete_page_button()}
          </Button>
        )
      }
    />
  );
}

/** Signed out, the page asks to sign in first (and comes back here, the link kept). */
export function DeleteAccountPage() {
  useDocumentTitle(m.privacy_delete_page_heading());
  return (
    <SignInFirst icon={UserX} title={m.privacy_delete_page_heading()} text={m.privacy_delete_sign_in()}>
      <ConfirmDeletion />
    </SignInFirst>
  );
}
