import { formatDay, formatDayAndClock } from '@nafasi/shared/dates';
import { Pencil, Plus, Trash2 } from 'lucide-react';
import { Fragment, useState, type FormEvent, type ReactNode } from 'react';
import { AUDIT_TARGET_LABELS } from '@nafasi/shared/admin';
import { BOOKING_STATUS_LABELS, type AdminBooking, type Booking } from '@nafasi/shared/bookings';
import { SPACE_STATUS_LABELS } from '@nafasi/shared/catalogue';
import { categoryLabel } from '@nafasi/shared/categories';
import { formatHourlyRate, formatKsh } from '@nafasi/shared/money';
import { mpesaAmount, PAYOUT_PROGRESS_LABELS } from '@nafasi/shared/payments';
import { LANGUAGE_NAMES } from '@nafasi/shared/person-fields';
import { ROLE_LABELS, ROLES, type Role } from '@nafasi/shared/roles';
import type { ChatReport } from '@nafasi/shared/meetings';
import type { Space } from '@nafasi/shared/spaces';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { Dialog } from '@/components/ui/dialog';
import { Field } from '@/components/ui/field';
import { Input, NativeSelect } from '@/components/ui/input';
import { ApiError } from '@/lib/api-client';
import { useConfirmPayment } from '../api/confirm-payment';
import { useDeleteSpace } from '../api/delete-space';
import { useDeleteReportedMessage } from '../api/delete-reported-message';
import { useAdminBookings, useAdminSpaces, useAdminUsers, useAuditLog, useInbox } from '../api/get-admin-lists';
import { useChatReports } from '../api/get-chat-reports';
import { useRefunds } from '../api/get-refunds';
import { useMarkRefundSent } from '../api/mark-refund-sent';
import { useRefundPart } from '../api/refund-part';
import { useSetRole } from '../api/set-role';
import { DataTable, tableParams, useTableQuery, type Column } from './data-table';
import { HeldPayouts, MarkSentForm, SendAgain } from './held-payouts';
import { PersonDetails } from './person-details';
import { WorkItem, WorkList } from './work-list';
import { m, wordsOf } from '@nafasi/shared/i18n';

const STATUS_STYLE: Record<string, string> = {
  confirmed: 'bg-emerald-50 text-emerald-800',
  approved: 'bg-emerald-50 text-emerald-800',
  pending: 'bg-amber-50 text-amber-800',
  cancelled: 'bg-slate-100 text-slate-600',
  rejected: 'bg-red-50 text-red-800',
  requested: 'bg-sky-50 text-sky-800',
  declined: 'bg-red-50 text-red-800',
  paused: 'bg-slate-100 text-slate-700',
};

/** What opens to add a space (no space) or edit one: the app passes the listings feature's editor. */
export type SpaceEditor = (props: { space?: Space; onClose: () => void }) => ReactNode;

/** Spaces: Space, Category, Location, Rate/Hour, Capacity, Actions (edit, delete); Add Space. */
export function SpacesTable({ editor }: { editor: SpaceEditor }) {
  const table = useTableQuery('created');
  const { data, isFetching } = useAdminSpaces(tableParams(table.query));
  const [editing, setEditing] = useState<Space | 'new' | null>(null);
  const [deleting, setDeleting] = useState<Space | null>(null);
  const remove = useDeleteSpace();
  const columns: Column<Space>[] = [
    {
      label: m.notify_fact_space(),
      sort: 'title',
      render: (s) => (
        <div className="flex items-center gap-3">
          <img src={s.images[0]?.thumbUrl ?? '/placeholder-space.svg'} alt="" className="size-10 shrink-0 rounded-md bg-slate-100 object-cover" />
          <div className="min-w-0">
            <p translate="no" className="font-medium text-slate-900">
              {s.title}
            </p>
            <p className="text-xs text-slate-500">
              {s.ownerName}
              {s.status !== 'approved' && <Badge className={`ml-2 ${STATUS_STYLE[s.status]}`}>{SPACE_STATUS_LABELS[s.status]}</Badge>}
            </p>
          </div>
        </div>
      ),
    },
    { label: m.filter_category(), sort: 'category', render: (s) => categoryLabel(s.category) },
    { label: m.filter_location(), sort: 'location', render: (s) => s.location },
    { label: m.admin_rate_hour(), sort: 'rate', className: 'whitespace-nowrap', render: (s) => formatHourlyRate(s.hourlyRate) },
    { label: m.space_capacity(), sort: 'capacity', render: (s) => s.capacity },
    {
      label: m.admin_actions(),
      render: (s) => (
        <div className="flex gap-1">
          <Button variant="ghost" size="icon" onClick={() => setEditing(s)} aria-label={m.admin_edit_label({ space: s.title })}>
            <Pencil aria-hidden />
          </Button>
          <Button variant="ghost" size="icon" onClick={() => setDeleting(s)} aria-label={m.owner_listings_delete_label({ space: s.title })}>
            <Trash2 className="text-red-700" aria-hidden />
          </Button>
        </div>
      ),
    },
  ];
  return (
    <>
      <DataTable
        label={m.nav_spaces()}

        columns={columns}
        rows={data?.data}
        page={data?.page}
        table={table}
        loading={isFetching}
        empty={m.admin_no_spaces()}
        searchPlaceholder={m.admin_search_spaces()}
        toolbar={
          <Button onClick={() => setEditing('new')}>
            <Plus aria-hidden /> {m.admin_space_add_button()}
          </Button>
        }
      />
      {editing && (
        <Fragment key={editing === 'new' ? 'new' : editing.id}>
          {editor({ space: editing === 'new' ? undefined : editing, onClose: () => setEditing(null) })}
        </Fragment>
      )}
      {deleting && (
        <ConfirmDialog
          open
          onOpenChange={(open) => !open && setDeleting(null)}
          title={m.admin_delete_space_title()}
          description={m.admin_delete_space_text({ space: deleting.title })}
          keep={m.admin_keep_space()}
          action={m.owner_listings_delete_space()}
          busy={remove.isPending}
          busyAction={m.owner_listings_deleting()}
          destructive
          onConfirm={() => remove.mutate(deleting, { onSettled: () => setDeleting(null) })}
        />
      )}
    </>
  );
}

/** Bookings: Booking ID, User, Space, Date & Time, Status, Amount; confirm a payment. */
export function BookingsTable({ onConfirmPayment }: { onConfirmPayment: (id: string) => Promise<Booking> }) {
  const table = useTableQuery('created');
  const { data, isFetching } = useAdminBookings(tableParams(table.query));
  const confirm = useConfirmPayment(onConfirmPayment);
  const [confirming, setConfirming] = useState<AdminBooking | null>(null);
  const [refunding, setRefunding] = useState<AdminBooking | null>(null);
  const columns: Column<AdminBooking>[] = [
    { label: m.card_booking_id(), sort: 'created', render: (b) => <span className="font-mono text-xs">{b.reference}</span> },
    { label: m.admin_user(), render: (b) => b.userName },
    { label: m.notify_fact_space(), render: (b) => b.spaceName },
    { label: m.admin_date_time(), sort: 'start', className: 'whitespace-nowrap', render: (b) => formatDayAndClock(b.startTime) },
    {
      label: m.invoice_status(),
      sort: 'status',
      render: (b) => (
        <div className="flex flex-col items-start gap-1">
          <Badge className={`capitalize ${STATUS_STYLE[b.status]}`}>{BOOKING_STATUS_LABELS[b.status]}</Badge>
          {b.status === 'pending' && (
            <span className="text-xs text-slate-500">{b.mpesaCode ? m.admin_mpesa_code({ code: b.mpesaCode }) : m.admin_no_code()}</span>
          )}
        </div>
      ),
    },
    { label: m.invoice_amount(), sort: 'amount', className: 'whitespace-nowrap', render: (b) => formatKsh(b.totalCost) },
    {
      label: m.admin_payment(),
      render: (b) =>
        b.status === 'pending' ? (
          <div className="flex flex-col items-start gap-1">
            {/* A typed code is a claim: M-Pesa has not reported it for this booking (else it would be paid). */}
            {b.mpesaCode && <span className="text-xs text-amber-800">{m.admin_code_unverified({ code: b.mpesaCode })}</span>}
            <Button size="sm" variant="outline" onClick={() => setConfirming(b)} disabled={confirm.isPending}>
              {m.admin_confirm_payment()}
            </Button>
          </div>
        ) : b.status === 'confirmed' && b.paymentStatus === 'paid' ? (
          <div className="flex flex-col items-start gap-1">
            <span className="text-xs text-slate-500">
              {m.card_paid()}
              {b.refund ? ` · ${m.card_part_refunded({ amount: formatKsh(b.refund.amount) })}` : ''}
            </span>
            <Button size="sm" variant="outline" onClick={() => setRefunding(b)} aria-label={m.admin_refund_part_label({ reference: b.reference })}>
              {m.admin_refund_part()}
            </Button>
          </div>
        ) : (
          <span className="text-xs text-slate-500">{b.paymentStatus === 'paid' ? m.card_paid() : '—'}</span>
        ),
    },
  ];
  return (
    <>
      <RefundsDue />
      <HeldPayouts />
      <DataTable
        label={m.dash_bookings()}

        columns={columns}
        rows={data?.data}
        page={data?.page}
        table={table}
        loading={isFetching}
        empty={m.admin_no_bookings()}
        searchPlaceholder={m.admin_search_bookings()}
      />
      {confirming && (
        <ConfirmDialog
          open
          onOpenChange={(open) => !open && setConfirming(null)}
          title={m.admin_confirm_payment_title({ reference: confirming.reference })}
          description={m.admin_confirm_payment_text({ amount: formatKsh(mpesaAmount(Math.round(confirming.totalCost * 100))) })}
          keep={m.common_not_yet()}
          action={m.admin_confirm_payment()}
          busy={confirm.isPending}
          busyAction={m.admin_confirming()}
          onConfirm={() => confirm.mutate(confirming.id, { onSettled: () => setConfirming(null) })}
        />
      )}
      {refunding && <RefundPartDialog booking={refunding} onClose={() => setRefunding(null)} />}
    </>
  );
}

/**
 * Refunds part of a paid booking that stands: how much (whole shillings) and why, which the guest and
 * the host read. What it does to the money is said before it is done.
 */
function RefundPartDialog({ booking, onClose }: { booking: AdminBooking; onClose: () => void }) {
  const [form, setForm] = useState({ amount: '', reason: '' });
  const [error, setError] = useState<{ field: string; message: string } | null>(null);
  const refund = useRefundPart((e) => {
    if (e instanceof ApiError && e.data.field) {
      setError({ field: e.data.field, message: e.data.message });
      return null;
    }
    return e instanceof Error ? e.message : String(e);
  });
  const errorOf = (field: string) => (error?.field === field ? error.message : undefined);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    setError(null);
    refund.mutate({ bookingId: booking.id, amount: Number(form.amount), reason: form.reason }, { onSuccess: onClose });
  };
  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={m.admin_refund_part_title({ reference: booking.reference })}
      description={m.admin_refund_part_text({
        paid: formatKsh(mpesaAmount(Math.round(booking.totalCost * 100))),
        refunded: formatKsh(booking.refund?.amount ?? 0),
      })}
    >
      <form onSubmit={submit} className="space-y-3" noValidate data-testid="refund-part">
        <Field label={m.admin_refund_part_amount()} error={errorOf('amount')}>
          <Input
            id="refund-part-amount"
            type="number"
            inputMode="numeric"
            min={1}
            step={1}
            value={form.amount}
            onChange={(e) => setForm({ ...form, amount: e.target.value })}
          />
        </Field>
        <Field label={m.refund_part_reason()} error={errorOf('reason')}>
          <Input
            id="refund-part-reason"
            autoComplete="off"
            maxLength={200}
            value={form.reason}
            onChange={(e) => setForm({ ...form, reason: e.target.value })}
          />
        </Field>
        <div className="flex flex-wrap justify-end gap-2 pt-3">
          <Button type="button" variant="outline" onClick={onClose}>
            {m.common_not_yet()}
          </Button>
          <Button type="submit" disabled={refund.isPending}>
            {refund.isPending ? m.admin_refunding() : m.admin_refund_part()}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}

/** Users: User, Email, Role, Language, Bookings, Join Date; change a role. */
export function UsersTable({ selfId }: { selfId: string }) {
  const table = useTableQuery('joined');
  const { data, isFetching } = useAdminUsers(tableParams(table.query));
  const change = useSetRole();
  return (
    <DataTable
      label={m.admin_users()}

      columns={[
        {
          label: m.admin_user(),
          sort: 'name',
          render: (u) => (
            <span translate="no" className="font-medium text-slate-900">
              {u.name}
            </span>
          ),
        },
        { label: m.auth_email(), sort: 'email', render: (u) => u.email },
        {
          label: m.admin_role(),
          sort: 'role',
          render: (u) => (
            <NativeSelect
              aria-label={m.admin_role_of({ email: u.email })}
              className="w-28"
              value={u.role}
              disabled={u.id === selfId || change.isPending}
              onChange={(e) => change.mutate({ id: u.id, role: e.target.value as Role })}
            >
              {ROLES.map((r) => (
                <option key={r} value={r}>
                  {ROLE_LABELS[r]}
                </option>
              ))}
            </NativeSelect>
          ),
        },
        { label: m.admin_language(), render: (u) => LANGUAGE_NAMES[u.locale] },
        { label: m.dash_bookings(), sort: 'bookings', render: (u) => u.bookings },
        { label: m.admin_join_date(), sort: 'joined', className: 'whitespace-nowrap', render: (u) => formatDay(u.createdAt) },
        { label: m.person_view(), render: (u) => <PersonDetails id={u.id} name={u.name || u.email} /> },
      ]}
      rows={data?.data}
      page={data?.page}
      table={table}
      loading={isFetching}
      empty={m.admin_no_users()}
      searchPlaceholder={m.admin_search_users()}
    />
  );
}

/** The audit log: who did what, newest first. */
export function AuditTable() {
  const table = useTableQuery('created');
  const { data, isFetching } = useAuditLog({ limit: table.query.limit, offset: table.query.offset });
  return (
    <DataTable
      label={m.admin_audit()}

      columns={[
        { label: m.notify_fact_when(), className: 'whitespace-nowrap', render: (e) => formatDayAndClock(e.createdAt) },
        { label: m.role_admin(), render: (e) => e.actorName },
        {
          label: m.admin_audit_about(),
          render: (e) => wordsOf(AUDIT_TARGET_LABELS, e.targetType) ?? e.targetType,
        },
        { label: m.admin_what_happened(), render: (e) => e.summary },
      ]}
      rows={data?.data}
      page={data?.page}
      table={table}
      loading={isFetching}
      empty={m.admin_no_actions()}
    />
  );
}

/** Refunds owed: the admin sends each by M-Pesa (or by bank, for money that came by bank) and records its code or the bank's reference here. */
function RefundsDue() {
  const { data } = useRefunds();
  const sent = useMarkRefundSent();
  const due = (data ?? []).filter((r) => r.status === 'due');
  if (!due.length) return null;
  return (
    <WorkList title={m.admin_refunds_due()} count={due.length}>
      {due.map((b) => (
        <WorkItem key={b.id} data-testid="refund-due">
          <div className="min-w-0 space-y-1 text-slate-700">
            <p>
              <span className="font-semibold text-slate-900">{formatKsh(b.amount)}</span>{' '}
              {m.admin_refund_to({ who: b.booking?.guestName ?? b.phone ?? m.admin_the_payer() })}
              {b.booking ? ` ${m.admin_refund_for({ reference: b.booking.reference, space: b.booking.spaceName })}` : ''}
            </p>
            <p className="text-xs text-slate-600">
              {b.reason}
              {b.paidWith ? ` · ${m.admin_paid_with({ how: b.paidWith })}` : ''}
              {b.phone ? ` · ${m.admin_from({ phone: b.phone })}` : ''}
            </p>
            {b.via === 'bank' && (
              <p className="text-xs font-medium text-slate-800" data-testid="refund-by-bank">
                {m.admin_refund_by_bank()}
              </p>
            )}
            {b.payout?.status === 'held' && (
              <>
                <p className="text-xs text-red-800" data-testid="refund-held">
                  {PAYOUT_PROGRESS_LABELS.held}
                  {b.payout.lastError ? ` (${b.payout.lastError})` : ''}
                </p>
                <SendAgain payoutId={b.payout.id} outcomeUnknown={b.payout.outcomeUnknown} />
              </>
            )}
          </div>
          {b.payout && b.payout.status !== 'held' ? (
            <p className="text-xs font-medium text-slate-700" data-testid="refund-progress">
              {PAYOUT_PROGRESS_LABELS[b.payout.status]}
            </p>
          ) : (
            <MarkSentForm
              label={b.via === 'bank' ? m.admin_refund_bank_reference() : m.admin_refund_code()}
              wide={b.via === 'bank'}
              pending={sent.isPending}
              onSend={(code) => sent.mutate({ id: b.id, code })}
            />
          )}
        </WorkItem>
      ))}
    </WorkList>
  );
}

/** Chat messages people reported: what was said, where, by whom, and why; deleting one closes its reports. */
function ChatReports() {
  const { data } = useChatReports();
  const remove = useDeleteReportedMessage();
  const [deleting, setDeleting] = useState<ChatReport | null>(null);
  if (!data?.length) return null;
  return (
    <>
      <WorkList title={m.admin_chat_reports()} count={data.length}>
        {data.map((r) => (
          <WorkItem key={r.id} align="start" data-testid="chat-report">
            <div className="min-w-0 text-sm">
              <p className="text-slate-600">
                <span translate="no" className="font-medium text-slate-900">
                  {r.author}
                </span>{' '}
                {m.admin_in()}{' '}
                <a className="text-brand-800 hover:underline" href={`/chat-room/${r.roomId}`}>
                  {r.roomTitle}
                </a>{' '}
                · {m.admin_reported_by({ name: r.reporter })} · {formatDayAndClock(r.createdAt)}
              </p>
              <p className="mt-1 whitespace-pre-line text-slate-800">{r.message}</p>
              {r.reason && <p className="mt-1 text-slate-600">{m.owner_listings_reason({ reason: r.reason })}</p>}
            </div>
            <Button variant="outline" size="sm" onClick={() => setDeleting(r)} disabled={remove.isPending}>
              <Trash2 aria-hidden /> {m.admin_delete_message()}
            </Button>
          </WorkItem>
        ))}
      </WorkList>
      {deleting && (
        <ConfirmDialog
          open
          onOpenChange={(open) => !open && setDeleting(null)}
          title={m.admin_delete_message_title()}
          description={m.admin_delete_message_text()}
          keep={m.owner_listings_keep()}
          action={m.admin_delete_message()}
          busy={remove.isPending}
          busyAction={m.admin_deleting()}
          destructive
          onConfirm={() => remove.mutate(deleting, { onSettled: () => setDeleting(null) })}
        />
      )}
    </>
  );
}

export function MessagesTable() {
  const table = useTableQuery('created');
  const { data, isFetching } = useInbox({ limit: table.query.limit, offset: table.query.offset });
  return (
    <>
      <ChatReports />
      <DataTable
        label={m.messages_title()}

        columns={[
          { label: m.admin_received(), className: 'whitespace-nowrap', render: (row) => formatDayAndClock(row.createdAt) },
          {
            label: m.filter_from(),
            render: (row) => (
              <>
                <span translate="no" className="font-medium text-slate-900">
                  {row.name}
                </span>
                {row.company && (
                  <span className="block text-xs text-slate-600">
                    {row.company}
                    {row.industry ? ` · ${row.industry}` : ''}
                  </span>
                )}
                <a href={`mailto:${row.email}?subject=${encodeURIComponent(`Re: ${row.topic}`)}`} className="block text-xs text-brand-800 hover:underline">
                  {row.email}
                </a>
              </>
            ),
          },
          {
            label: m.admin_topic(),
            className: 'whitespace-nowrap',
            render: (row) => <Badge tone={row.kind === 'partner' ? 'warning' : 'brand'}>{row.topic}</Badge>,
          },
          { label: m.chat_message(), render: (row) => <p className="max-w-md whitespace-pre-line text-sm text-slate-700">{row.message}</p> },
        ]}
        rows={data?.data}
        page={data?.page}
        table={table}
        loading={isFetching}
        empty={m.conv_none()}
      />
    </>
  );
}
