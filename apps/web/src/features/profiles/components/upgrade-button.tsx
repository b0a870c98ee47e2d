import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Sparkles } from 'lucide-react';
import { getErrorMessage } from '@nafasi/shared/errors';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { useSignedInUser } from '@/lib/auth';
import { toast } from '@/lib/toast';
import { useUpgradeRequest } from '../api/get-upgrade-request';
import { profileKeys } from '../api/keys';
import { requestOwnerUpgrade } from '../api/request-owner-upgrade';

export function UpgradeButton() {
  const user = useSignedInUser();
  const queryClient = useQueryClient();
  const request = useUpgradeRequest(user.role === 'user');
  const ask = useMutation({
    mutationFn: () => requestOwnerUpgrade(''),
    onSuccess: (created) => {
      queryClient.setQueryData(profileKeys.upgrade, created);
      toast.success('Request sent! An admin will review it and you’ll be able to list spaces once approved.');
    },
    onError: (error) => toast.error(getErrorMessage(error)),
  });
  if (user.role !== 'user') return null;
  if (request.data?.status === 'pending') return <Badge className="h-9 px-3">Owner request pending</Badge>;
  return (
    <div className="space-y-1">
      <Button variant="accent" onClick={() => ask.mutate()} disabled={ask.isPending || request.isPending}>
        <Sparkles aria-hidden /> {ask.isPending ? 'Sending...' : 'Upgrade to owner'}
      </Button>
      {request.data?.status === 'rejected' && <p className="text-xs text-slate-600">Last request refused: {request.data.reason}</p>}
    </div>
  );
}
