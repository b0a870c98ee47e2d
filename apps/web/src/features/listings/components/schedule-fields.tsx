import { Plus, X } from 'lucide-react';
import { DAY_HALF_HOURS } from '@nafasi/shared/availability';
import {
  describeMinutes,
  MAX_BUFFER_MINUTES,
  MAX_RANGES_PER_DAY,
  WEEKDAY_NAMES,
  WEEKDAYS,
  type HoursRange,
  type Schedule,
  type Weekday,
} from '@nafasi/shared/schedule';
import { TimeOptions } from '@/components/time-options';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Input, NativeSelect } from '@/components/ui/input';
import { m } from '@nafasi/shared/i18n';

const BUFFERS = [0, 15, 30, 45, 60, 90, MAX_BUFFER_MINUTES];
const MIN_LENGTHS = [30, 60, 90, 120, 180, 240, 360, 480];
const MAX_LENGTHS = [60, 120, 180, 240, 360, 480, 720, 24 * 60];
const NOTICES = [0, 60, 120, 240, 720, 24 * 60, 48 * 60, 7 * 24 * 60];
const HORIZONS = [1, 2, 3, 6, 9, 12];
const DEPOSIT_PERCENTS = [10, 20, 25, 30, 40, 50];
const BALANCE_DAYS = [1, 3, 7, 14, 21, 30, 60];

/** A validation error somewhere under the schedule, by its path ('weeklyHours.mon'). */
export type ScheduleErrors = (path: string) => string | undefined;

/**
 * The host's booking rules in the listing form: opening ranges per weekday (several a day, or
 * closed), the buffer, the shortest and longest booking, the notice, how far ahead, and instant
 * book or request-to-book. The schedule is checked by the same schema the server parses.
 */
export function ScheduleFields({ value, onChange, errorAt }: { value: Schedule; onChange: (next: Schedule) => void; errorAt: ScheduleErrors }) {
  const setDay = (day: Weekday, ranges: HoursRange[]) => onChange({ ...value, weeklyHours: { ...value.weeklyHours, [day]: ranges } });
  // The week's own refusal ("open on at least one day"), when no day has one of its own.
  const weekError = WEEKDAYS.some((d) => errorAt(`weeklyHours.${d}`)) ? undefined : errorAt('weeklyHours');
  const setRule = <K extends keyof Schedule>(key: K, v: Schedule[K]) => onChange({ ...value, [key]: v });
  const deposit = value.deposit ?? null;
  const numberSelect = (
    key: 'bufferMinutes' | 'minMinutes' | 'maxMinutes' | 'noticeMinutes',
    label: string,
    options: number[],
    words: (n: number) => string,
  ) => (
    <Field label={label} error={errorAt(key)}>
      <NativeSelect id={`listing-${key}`} value={value[key]} onChange={(e) => setRule(key, Number(e.target.value))}>
        {[...new Set([...options, value[key]])]
          .sort((a, b) => a - b)
          .map((n) => (
            <option key={n} value={n}>
              {words(n)}
            </option>
          ))}
      </NativeSelect>
    </Field>
  );

  return (
    <div className="space-y-5">
      <div className="space-y-2" data-testid="weekly-hours">
        {WEEKDAYS.map((day) => {
          const ranges = value.weeklyHours[day];
          const error = errorAt(`weeklyHours.${day}`);
          return (
            <div key={day} className="rounded-xl border border-slate-200 p-3" role="group" aria-label={WEEKDAY_NAMES[day]}>
              <div className="flex flex-wrap items-center gap-x-4 gap-y-2">
                <label className="flex w-32 items-center gap-2 text-sm font-medium text-slate-900">
                  <input
                    type="checkbox"
                    className="size-4 accent-brand-700"
                    checked={ranges.length > 0}
                    onChange={(e) => setDay(day, e.target.checked ? [{ opensAt: '08:00', closesAt: '18:00' }] : [])}
                    aria-label={m.hours_open_on({ day: WEEKDAY_NAMES[day] })}
                  />
                  {WEEKDAY_NAMES[day]}
                </label>
                {ranges.length === 0 && <span className="text-sm text-slate-500">{m.day_short_closed()}</span>}
                <div className="flex flex-col gap-2">
                  {ranges.map((range, i) => (
                    <div key={i} className="flex items-center gap-2">
                      <NativeSelect
                        aria-label={m.hours_opens({ day: WEEKDAY_NAMES[day] })}
                        value={range.opensAt}
                        onChange={(e) =>
                          setDay(
                            day,
                            ranges.map((r, j) => (j === i ? { ...r, opensAt: e.target.value } : r)),
                          )
                        }
                        className="w-24"
                      >
                        <TimeOptions times={DAY_HALF_HOURS.slice(0, -1)} />
                      </NativeSelect>
                      <span aria-hidden>–</span>
                      <NativeSelect
                        aria-label={m.hours_closes({ day: WEEKDAY_NAMES[day] })}
                        value={range.closesAt}
                        onChange={(e) =>
                          setDay(
                            day,
                            ranges.map((r, j) => (j === i ? { ...r, closesAt: e.target.value } : r)),
                          )
                        }
                        className="w-24"
                      >
                        <TimeOptions times={DAY_HALF_HOURS.slice(1)} />
                      </NativeSelect>
                      <Button
                        type="button"
                        variant="ghost"
                        size="icon"
                        aria-label={m.hours_remove({ hours: `${range.opensAt}–${range.closesAt}`, day: WEEKDAY_NAMES[day] })}
                        onClick={() =>
                          setDay(
                            day,
                            ranges.filter((_, j) => j !== i),
                          )
                        }
                      >
                        <X aria-hidden />
                      </Button>
                    </div>
                  ))}
                </div>
                {ranges.length > 0 && ranges.length < MAX_RANGES_PER_DAY && (
                  <Button
                    type="button"
                    variant="ghost"
                    size="sm"
                    onClick={() => {
                      const last = ranges.at(-1)?.closesAt ?? '08:00';
                      setDay(day, [...ranges, { opensAt: last === '24:00' ? '23:00' : last, closesAt: '24:00' }]);
                    }}
                  >
                    <Plus aria-hidden /> {m.hours_add()}
                  </Button>
                )}
              </div>
              {error && (
                <p className="mt-2 text-sm text-red-700" role="alert">
                  {error}
                </p>
              )}
            </div>
          );
        })}
        {weekError && (
          <p className="text-sm text-red-700" role="alert">
            {weekError}
          </p>
        )}
        <Button type="button" variant="outline" size="sm" onClick={() => onChange({ ...value, weeklyHours: sameAsMonday(value) })}>
          {m.hours_same_as_monday()}
        </Button>
      </div>

      <div className="grid gap-4 sm:grid-cols-2">
        {numberSelect('bufferMinutes', m.rules_buffer(), BUFFERS, (n) => (n ? describeMinutes(n) : m.rules_none()))}
        {numberSelect('noticeMinutes', m.rules_notice(), NOTICES, (n) => (n ? m.rules_notice_value({ length: describeMinutes(n) }) : m.rules_none()))}
        {numberSelect('minMinutes', m.rules_shortest(), MIN_LENGTHS, describeMinutes)}
        {numberSelect('maxMinutes', m.rules_longest(), MAX_LENGTHS, (n) => (n >= 24 * 60 ? m.rules_any_length() : describeMinutes(n)))}
        <Field label={m.rules_horizon()} error={errorAt('horizonMonths')}>
          <NativeSelect id="listing-horizon" value={value.horizonMonths} onChange={(e) => setRule('horizonMonths', Number(e.target.value))}>
            {HORIZONS.map((n) => (
              <option key={n} value={n}>
                {m.rules_horizon_value({ count: n })}
              </option>
            ))}
          </NativeSelect>
        </Field>
        <Field label={m.rules_deposit()} hint={m.rules_deposit_hint()} error={errorAt('deposit.percent') ?? errorAt('deposit')}>
          <NativeSelect
            id="listing-deposit"
            value={!deposit ? 'none' : deposit.percent !== null ? String(deposit.percent) : 'fixed'}
            onChange={(e) => {
              const kind = e.target.value;
              const balanceDays = deposit?.balanceDays ?? 7;
              setRule(
                'deposit',
                kind === 'none'
                  ? null
                  : kind === 'fixed'
                    ? { percent: null, amount: deposit?.amount ?? 10_000, balanceDays }
                    : { percent: Number(kind), amount: null, balanceDays },
              );
            }}
          >
            <option value="none">{m.rules_deposit_none()}</option>
            {DEPOSIT_PERCENTS.map((p) => (
              <option key={p} value={p}>
                {m.rules_deposit_percent({ percent: p })}
              </option>
            ))}
            <option value="fixed">{m.rules_deposit_fixed()}</option>
          </NativeSelect>
        </Field>
        {deposit?.amount != null && (
          <Field label={m.rules_deposit_amount()} error={errorAt('deposit.amount')}>
            <Input
              id="listing-deposit-amount"
              type="number"
              inputMode="numeric"
              min={100}
              step={100}
              value={deposit.amount}
              onChange={(e) => setRule('deposit', { ...deposit, amount: Number(e.target.value) })}
            />
          </Field>
        )}
        {deposit && (
          <Field label={m.rules_balance_days()} error={errorAt('deposit.balanceDays')}>
            <NativeSelect
              id="listing-balance-days"
              value={deposit.balanceDays}
              onChange={(e) => setRule('deposit', { ...deposit, balanceDays: Number(e.target.value) })}
            >
              {[...new Set([...BALANCE_DAYS, deposit.balanceDays])]
                .sort((a, b) => a - b)
                .map((n) => (
                  <option key={n} value={n}>
                    {m.rules_balance_days_value({ days: n })}
                  </option>
                ))}
            </NativeSelect>
          </Field>
        )}
        <Field label={m.rules_mode()} hint={m.rules_mode_hint()}>
          <NativeSelect
            id="listing-instant"
            value={value.instantBook ? 'instant' : 'request'}
            onChange={(e) => setRule('instantBook', e.target.value === 'instant')}
          >
            <option value="instant">{m.rules_instant()}</option>
            <option value="request">{m.space_request_to_book()}</option>
          </NativeSelect>
        </Field>
      </div>
    </div>
  );
}

const sameAsMonday = (value: Schedule) => Object.fromEntries(WEEKDAYS.map((d) => [d, value.weeklyHours.mon])) as Schedule['weeklyHours'];
