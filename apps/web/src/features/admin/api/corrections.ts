import { useQuery } from '@tanstack/react-query';
import type { ItemResponse } from '@nafasi/shared/api';
import type { Correction } from '@nafasi/shared/privacy';
import { m } from '@nafasi/shared/i18n';
import { api } from '@/lib/api-client';
import { useWrite } from '@/lib/use-write';
import { adminKeys } from './keys';

/** The correction requests waiting for an answer, oldest first. */
export const useOpenCorrections = () =>
  useQuery({ queryKey: adminKeys.corrections, queryFn: () => api<ItemResponse<Correction[]>>('/admin/corrections').then((r) => r.data) });

/** Answers one, done or refused, in words the person reads. */
export const useAnswerCorrection = () =>
  useWrite(
    ({ id, ...answer }: { id: string; status: 'done' | 'refused'; answer: string }) =>
      api<ItemResponse<Correction>>(`/admin/corrections/${id}/answer`, { method: 'POST', body: JSON.stringify(answer) }),
    { refresh: [adminKeys.corrections, adminKeys.all], done: m.correction_admin_answered() },
  );
