import { Building2 } from 'lucide-react';
import { m } from '@nafasi/shared/i18n';
import { getErrorMessage } from '@nafasi/shared/errors';
import { Button, ButtonLink } from '@/components/ui/button';
import { PageNotice } from '@/components/ui/page-notice';
import { paths } from '@/config/paths';
import { fromLinkHash, SignInFirst } from '@/features/auth/components/require-auth';
import { useAcceptInvitation, useInvitationPreview } from '@/features/companies/api/companies';
import { COMPANY_ROLE_LABELS } from '@/features/companies/components/company-people';
import { useNavigate } from '@/lib/router';
import { useDocumentTitle } from '@/lib/use-document-title';

/** An invitation's link: who invites to which company, and joining it with the account it was sent to. */
function CompanyInvite() {
  const token = fromLinkHash('token');
  const preview = useInvitationPreview(token);
  const accept = useAcceptInvitation();
  const navigate = useNavigate();
  useDocumentTitle(m.company_invite_title());
  if (token && preview.isPending) return <p className="px-4 py-24 text-center text-slate-600">{m.common_loading()}</p>;
  if (!token || !preview.data)
    return (
      <PageNotice
        icon={Building2}
        title={m.company_invite_title()}
        text={preview.error ? getErrorMessage(preview.error) : m.company_invitation_gone()}
        action={
          <ButtonLink to={paths.companies.getHref()} variant="outline">
            {m.companies_title()}
          </ButtonLink>
        }
      />
    );
  const p = preview.data;
  return (
    <PageNotice
      icon={Building2}
      title={m.company_invite_join({ company: p.companyName })}
      text={m.company_invite_offer({ name: p.invitedBy, company: p.companyName, role: COMPANY_ROLE_LABELS[p.role] })}
      action={
        <Button
          disabled={accept.isPending}
          data-testid="accept-invitation"
          onClick={() => accept.mutate(token, { onSuccess: (company) => navigate(paths.company.getHref(company.id)) })}
        >
          {accept.isPending ? m.company_joining() : m.company_accept()}
        </Button>
      }
    />
  );
}

/**
 * Signed out, the page says how to accept: sign in (and come back here, the link's token kept), or
 * create an account with the invited address and open the link again.
 */
export function CompanyInvitePage() {
  return (
    <SignInFirst
      icon={Building2}
      title={m.company_invite_title()}
      text={m.company_invite_sign_in_text()}
      more={
        <ButtonLink to={paths.register.getHref()} variant="outline">
          {m.auth_create_account_link()}
        </ButtonLink>
      }
    >
      <CompanyInvite />
    </SignInFirst>
  );
}
