import type { ChatReport } from '@nafasi/shared/meetings';
import { api } from '@/lib/api-client';
import { useWrite } from '@/lib/use-write';
import { adminKeys } from './keys';
import { m } from '@nafasi/shared/i18n';

export const deleteReportedMessage = (report: ChatReport) => api<void>(`/rooms/${report.roomId}/messages/${report.messageId}`, { method: 'DELETE' });

/** Deleting a reported message closes its reports. */
export const useDeleteReportedMessage = () => useWrite(deleteReportedMessage, { refresh: [adminKeys.reports], done: m.toast_message_deleted() });
