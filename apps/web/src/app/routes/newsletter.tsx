import { MailCheck } from 'lucide-react';
import { getErrorMessage } from '@nafasi/shared/errors';
import { m } from '@nafasi/shared/i18n';
import { Button, ButtonLink } from '@/components/ui/button';
import { PageNotice } from '@/components/ui/page-notice';
import { paths } from '@/config/paths';
import { fromLinkHash } from '@/features/auth/components/require-auth';
import { useNewsletterLink } from '@/features/contact/api/newsletter-link';
import { useDocumentTitle } from '@/lib/use-document-title';

/**
 * A link mailed to an address typed into the blog's newsletter box (docs/PRIVACY.md "Consent"):
 * `#confirm=` puts the address on the list, `#leave=` takes it off. Nothing happens until the
 * button is pressed, so a mail scanner opening the link changes nothing.
 */
export function NewsletterPage() {
  const confirm = fromLinkHash('confirm');
  const token = confirm || fromLinkHash('leave');
  const action = confirm ? 'confirm' : 'leave';
  const follow = useNewsletterLink();
  const heading = action === 'confirm' ? m.newsletter_confirm_heading() : m.newsletter_leave_heading();
  useDocumentTitle(heading);
  const back = (
    <ButtonLink to={paths.blog.getHref()} variant="outline">
      {m.newsletter_confirm_blog()}
    </ButtonLink>
  );
  if (!token) return <PageNotice icon={MailCheck} title={heading} text={m.newsletter_confirm_bad_link()} action={back} />;
  if (follow.isSuccess) return <PageNotice icon={MailCheck} title={heading} text={<span role="status">{follow.data.message}</span>} action={back} />;
  return (
    <PageNotice
      icon={MailCheck}
      title={heading}
      text={
        follow.isError ? (
          <span role="alert">{getErrorMessage(follow.error)}</span>
        ) : action === 'confirm' ? (
          m.newsletter_confirm_text()
        ) : (
          m.newsletter_leave_text()
        )
      }
      action={
        follow.isError ? (
          back
        ) : (
          <Button variant={action === 'confirm' ? 'accent' : 'outline'} disabled={follow.isPending} onClick={() => follow.mutate({ action, token })}>
            {action === 'confirm' ? m.newsletter_confirm_button() : m.newsletter_leave_button()}
          </Button>
        )
      }
    />
  );
}
