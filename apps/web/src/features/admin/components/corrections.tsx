import { useState } from 'react';
import { formatDayAndClock } from '@nafasi/shared/dates';
import { m } from '@nafasi/shared/i18n';
import { correctionFieldName, type Correction } from '@nafasi/shared/privacy';
import { Button } from '@/components/ui/button';
import { Textarea } from '@/components/ui/input';
import { useAnswerCorrection, useOpenCorrections } from '../api/corrections';
import { WorkItem, WorkList } from './work-list';

/** One request: who asks what and why, and the answer the person will read. */
function CorrectionItem({ request }: { request: Correction }) {
  const [answer, setAnswer] = useState('');
  const reply = useAnswerCorrection();
  const send = (status: 'done' | 'refused') => reply.mutate({ id: request.id, status, answer });
  return (
    <WorkItem align="start" data-testid="correction-request">
      <div className="min-w-0 space-y-1">
        <p className="font-medium text-slate-900">
          {m.correction_admin_line({ name: request.requester?.name ?? '', email: request.requester?.email ?? '', field: correctionFieldName(request.field) })}
        </p>
        <p className="text-slate-700">{m.correction_admin_wanted({ wanted: request.wanted })}</p>
        <p className="text-slate-600">{m.correction_admin_reason({ reason: request.reason })}</p>
        <p className="text-xs text-slate-500">{formatDayAndClock(request.createdAt)}</p>
      </div>
      <div className="w-full space-y-2 sm:w-80">
        <label className="block space-y-1">
          <span className="block text-xs text-slate-600">{m.correction_admin_answer()}</span>
          <Textarea rows={2} maxLength={1000} value={answer} onChange={(e) => setAnswer(e.target.value)} />
        </label>
        <div className="flex gap-2">
          <Button size="sm" disabled={reply.isPending} onClick={() => send('done')}>
            {m.correction_admin_done()}
          </Button>
          <Button size="sm" variant="outline" disabled={reply.isPending} onClick={() => send('refused')}>
            {m.correction_admin_refuse()}
          </Button>
        </div>
      </div>
    </WorkItem>
  );
}

/** For admins: requests to correct personal data, each answered in words the person reads (docs/PRIVACY.md "Correction"). */
export function CorrectionRequests() {
  const { data } = useOpenCorrections();
  if (!data?.length) return null;
  return (
    <WorkList title={m.correction_admin_title()} count={data.length}>
      {data.map((c) => (
        <CorrectionItem key={c.id} request={c} />
      ))}
    </WorkList>
  );
}
