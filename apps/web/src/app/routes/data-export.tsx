import { Download } from 'lucide-react';
import { getErrorMessage } from '@nafasi/shared/errors';
import { m } from '@nafasi/shared/i18n';
import { Button, ButtonLink } from '@/components/ui/button';
import { PageNotice } from '@/components/ui/page-notice';
import { paths } from '@/config/paths';
import { fromLinkHash, SignInFirst } from '@/features/auth/components/require-auth';
import { useDownloadDataExport } from '@/features/profiles/api/data-exports';
import { useDocumentTitle } from '@/lib/use-document-title';

/** The mailed link of "Download my data": the archive, downloaded once, signed in as the person it was made for. */
function DataExport() {
  const id = fromLinkHash('id');
  const token = fromLinkHash('token');
  const download = useDownloadDataExport();
  if (!id || !token) return <PageNotice icon={Download} title={m.privacy_download_heading()} text={m.privacy_download_bad_link()} />;
  const text = download.isError ? getErrorMessage(download.error) : download.isSuccess ? m.privacy_downloaded() : m.privacy_download_text();
  return (
    <PageNotice
      icon={Download}
      title={m.privacy_download_heading()}
      text={text}
      action={
        download.isSuccess || download.isError ? (
          <ButtonLink to={paths.profile.getHref()} variant="outline">
            {m.privacy_heading()}
          </ButtonLink>
        ) : (
          <Button disabled={download.isPending} data-testid="download-archive" onClick={() => download.mutate({ id, token })}>
            {download.isPending ? m.privacy_downloading() : m.privacy_download_button()}
          </Button>
        )
      }
    />
  );
}

/** Signed out, the page asks to sign in first (and comes back here, the link kept). */
export function DataExportPage() {
  useDocumentTitle(m.privacy_download_heading());
  return (
    <SignInFirst icon={Download} title={m.privacy_download_heading()} text={m.privacy_download_sign_in()}>
      <DataExport />
    </SignInFirst>
  );
}
