import { Sparkles } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { useSignedInUser } from '@/lib/auth';
import { useUpgradeRequest } from '../api/get-upgrade-request';
import { useRequestOwnerUpgrade } from '../api/request-owner-upgrade';
import { m } from '@nafasi/shared/i18n';

export function UpgradeButton() {
  const user = useSignedInUser();
  const request = useUpgradeRequest(user.role === 'user');
  const ask = useRequestOwnerUpgrade();
  if (user.role !== 'user') return null;
  if (request.data?.status === 'pending') return <Badge className="h-9 px-3">{m.upgrade_pending()}</Badge>;
  return (
    <div className="space-y-1">
      <Button variant="accent" onClick={() => ask.mutate('')} disabled={ask.isPending || request.isPending}>
        <Sparkles aria-hidden /> {ask.isPending ? m.card_sending() : m.upgrade_ask()}
      </Button>
      {request.data?.status === 'rejected' && <p className="text-xs text-slate-600">{m.upgrade_refused({ reason: request.data.reason ?? '' })}</p>}
    </div>
  );
}
