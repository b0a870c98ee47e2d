import { m } from '@nafasi/shared/i18n';
/**
 * The <option>s of a time picker: each 'HH:mm', those `unavailable` says are taken disabled and
 * marked "(unavailable)".
 */
export function TimeOptions({ times, unavailable }: { times: string[]; unavailable?: (time: string, index: number) => boolean }) {
  return times.map((t, i) => {
    const taken = unavailable?.(t, i) ?? false;
    return (
      <option key={t} value={t} disabled={taken}>
        {t}
        {taken ? ` ${m.time_unavailable()}` : ''}
      </option>
    );
  });
}
