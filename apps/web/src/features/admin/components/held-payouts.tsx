import { useId, useState } from 'react';
import { formatDay } from '@nafasi/shared/dates';
import { MPESA_CODE_INPUT_MAX } from '@nafasi/shared/bookings';
import { formatKsh } from '@nafasi/shared/money';
import { PAYOUT_ADMIN_MESSAGES } from '@nafasi/shared/payments';
import { Button } from '@/components/ui/button';
import { useHeldPayouts, useRecordPayoutSent, useRetryPayout } from '../api/payouts';
import { WorkItem, WorkList } from './work-list';
import { m } from '@nafasi/shared/i18n';

/**
 * Sends a held payout again. When M-Pesa never said whether an earlier attempt went, the admin first
 * ticks that they read the statement (it may have been paid): the server refuses otherwise.
 */
export function SendAgain({ payoutId, outcomeUnknown }: { payoutId: string; outcomeUnknown: boolean }) {
  const retry = useRetryPayout();
  const [checked, setChecked] = useState(false);
  const id = useId();
  return (
    <div className="flex flex-col items-start gap-1">
      {outcomeUnknown && (
        <label htmlFor={id} className="flex max-w-xs items-start gap-2 text-xs text-amber-900">
          <input id={id} type="checkbox" className="mt-0.5" checked={checked} onChange={(e) => setChecked(e.target.checked)} />
          {PAYOUT_ADMIN_MESSAGES.unknownOutcome}
        </label>
      )}
      <Button
        size="sm"
        variant="outline"
        disabled={retry.isPending || (outcomeUnknown && !checked)}
        onClick={() => retry.mutate({ id: payoutId, statementChecked: checked })}
      >
        {m.held_send_again()}
      </Button>
    </div>
  );
}

/** Records money sent by hand: the M-Pesa code of the transaction (`wide`: a bank's reference), then Mark sent (a refund's, a host payout's). */
export function MarkSentForm({ label, pending, onSend, wide = false }: { label: string; pending: boolean; onSend: (code: string) => void; wide?: boolean }) {
  const [code, setCode] = useState('');
  return (
    <form
      className="flex items-end gap-2"
      onSubmit={(e) => {
        e.preventDefault();
        onSend(code);
      }}
    >
      <label className="space-y-1">
        <span className="block text-xs text-slate-600">{label}</span>
        <input
          className={`h-9 ${wide ? 'w-48' : 'w-36'} rounded-lg border border-slate-300 px-2 font-mono uppercase`}
          value={code}
          onChange={(e) => setCode(e.target.value)}
          maxLength={wide ? 35 : MPESA_CODE_INPUT_MAX}
        />
      </label>
      <Button size="sm" type="submit" disabled={pending}>
        {m.held_mark_sent()}
      </Button>
    </form>
  );
}

/** Host payouts M-Pesa could not send: sent again, or recorded as sent by hand with the M-Pesa code. */
export function HeldPayouts() {
  const { data } = useHeldPayouts();
  const record = useRecordPayoutSent();
  if (!data?.length) return null;
  return (
    <WorkList title={m.held_title()} count={data.length}>
      {data.map((p) => (
        <WorkItem key={p.id} data-testid="held-payout">
          <div className="min-w-0 space-y-1 text-slate-700">
            <p>
              <span className="font-semibold text-slate-900">{formatKsh(p.amount)}</span> {m.held_to({ host: p.host.name, to: p.to })}
            </p>
            <p className="text-xs text-slate-600">
              {m.held_line({ bookings: m.cal_day_bookings({ count: p.bookings }), day: formatDay(p.day), attempts: m.held_attempts({ count: p.attempts }) })}
            </p>
            {p.lastError && <p className="text-xs text-red-800">{p.lastError}</p>}
          </div>
          <div className="flex flex-wrap items-end gap-3">
            <SendAgain payoutId={p.id} outcomeUnknown={p.outcomeUnknown} />
            <MarkSentForm label={m.held_code_label()} pending={record.isPending} onSend={(code) => record.mutate({ id: p.id, code })} />
          </div>
        </WorkItem>
      ))}
    </WorkList>
  );
}
