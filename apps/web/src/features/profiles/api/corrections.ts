import { useQuery } from '@tanstack/react-query';
import type { ItemResponse } from '@nafasi/shared/api';
import type { Correction, CorrectionRequestInput } from '@nafasi/shared/privacy';
import { m } from '@nafasi/shared/i18n';
import { api } from '@/lib/api-client';
import { useWrite } from '@/lib/use-write';
import { profileKeys } from './keys';

/** The person's correction requests and their answers, newest first. */
export const useCorrections = () =>
  useQuery({ queryKey: profileKeys.corrections, queryFn: () => api<ItemResponse<Correction[]>>('/account/corrections').then((r) => r.data) });

/** Asks an admin to correct what the person cannot edit themselves. */
export const useRequestCorrection = () =>
  useWrite((input: CorrectionRequestInput) => api<ItemResponse<Correction>>('/account/corrections', { method: 'POST', body: JSON.stringify(input) }), {
    refresh: [profileKeys.corrections],
    done: m.correction_sent(),
    failed: () => null,
  });
