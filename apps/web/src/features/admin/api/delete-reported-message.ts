import type { ChatReport } from '@nafasi/shared/meetings';
import { api } from '@/lib/api-client';

export const deleteReportedMessage = (report: ChatReport) => api<void>(`/rooms/${report.roomId}/messages/${report.messageId}`, { method: 'DELETE' });
