import { useMutation, useQuery } from '@tanstack/react-query';
import type { ItemResponse } from '@nafasi/shared/api';
import type { DataExport } from '@nafasi/shared/privacy';
import { m } from '@nafasi/shared/i18n';
import { api } from '@/lib/api-client';
import { downloadFile } from '@/lib/api-files';
import { useWrite } from '@/lib/use-write';
import { profileKeys } from './keys';

/** The person's archives of their data, newest first; read again while one is being prepared. */
export const useDataExports = () =>
  useQuery({
    queryKey: profileKeys.dataExports,
    queryFn: () => api<ItemResponse<DataExport[]>>('/account/data-exports').then((r) => r.data),
    refetchInterval: (query) => (query.state.data?.some((e) => e.status === 'preparing') ? 5000 : false),
  });

/** Asks for one ("Download my data"): prepared in the background, its link mailed. */
export const useRequestDataExport = () =>
  useWrite(() => api<ItemResponse<DataExport>>('/account/data-exports', { method: 'POST' }).then((r) => r.data), {
    refresh: [profileKeys.dataExports],
    done: () => m.privacy_export_asked(),
  });

/** Saves the archive the mailed link names, once, under its own name. */
const saveArchive = ({ id, token }: { id: string; token: string }) =>
  downloadFile(`/account/data-exports/${id}/download`, 'nafasi-data.zip', { method: 'POST', body: JSON.stringify({ token }) });

/** Downloads it: a file, not a change to show, so its outcome is the page's to say. */
export const useDownloadDataExport = () => useMutation({ mutationFn: saveArchive });
