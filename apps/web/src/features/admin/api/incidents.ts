import type { ItemResponse } from '@nafasi/shared/api';
import type { Incident, NewIncident } from '@nafasi/shared/health';
import { api } from '@/lib/api-client';
import { statusHistoryKey, useStatusHistory } from '@/lib/status-history';
import { useWrite } from '@/lib/use-write';
import { m } from '@nafasi/shared/i18n';

/** The /status page's incidents, as the admin's panel reads them (one cache with the page). */
export const useIncidents = () => useStatusHistory((history) => history.incidents);

export const useOpenIncident = () =>
  useWrite((input: NewIncident) => api<ItemResponse<Incident>>('/admin/incidents', { method: 'POST', body: JSON.stringify(input) }).then((r) => r.data), {
    refresh: [statusHistoryKey],
    done: () => m.incidents_opened(),
  });

export const useUpdateIncident = () =>
  useWrite(
    ({ id, status }: { id: string; status: Incident['status'] }) =>
      api<ItemResponse<Incident>>(`/admin/incidents/${id}`, { method: 'PUT', body: JSON.stringify({ status }) }).then((r) => r.data),
    { refresh: [statusHistoryKey], done: (i) => (i.status === 'resolved' ? m.incidents_resolved_toast() : m.incidents_updated()) },
  );
