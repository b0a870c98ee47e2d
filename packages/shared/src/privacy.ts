import { z } from 'zod';
import { itemResponse } from './api.ts';
import { m, translated } from './i18n.ts';

/**
 * A person's data, theirs to take (Kenya's Data Protection Act 2019 s. 26 and 38; docs/PRIVACY.md):
 * "Download my data" prepares one archive of everything Nafasi holds about them, in the background;
 * a mail links to it for DATA_EXPORT_HOURS, and the link works once, for that account only.
 */
export const DATA_EXPORT_HOURS = 24;
/** Archives one person may ask for in a day (each reads all they have). */
export const DATA_EXPORTS_PER_DAY = 3;

export const DATA_EXPORT_STATUSES = ['preparing', 'ready', 'downloaded', 'expired', 'failed'] as const;
export type DataExportStatus = (typeof DATA_EXPORT_STATUSES)[number];

export const DataExportSchema = z.object({
  id: z.string(),
  status: z.enum(DATA_EXPORT_STATUSES),
  createdAt: z.string(),
  readyAt: z.string().nullable(),
  /** Until when its link works. */
  expiresAt: z.string().nullable(),
  downloadedAt: z.string().nullable(),
});
export type DataExport = z.infer<typeof DataExportSchema>;
export const DataExportResponseSchema = itemResponse(DataExportSchema);
export const DataExportListResponseSchema = itemResponse(z.array(DataExportSchema));

/** The mailed link's secret, sent back by the signed-in account it was made for. */
export const DataExportDownloadSchema = z.strictObject({
  token: z
    .string({ error: () => m.privacy_export_gone() })
    .min(20, { error: () => m.privacy_export_gone() })
    .max(100, { error: () => m.privacy_export_gone() }),
});

export const PRIVACY_MESSAGES = translated(
  {
    preparing: m.privacy_export_busy,
    gone: m.privacy_export_gone,
    tooMany: () => m.privacy_export_too_many({ count: DATA_EXPORTS_PER_DAY }),
  },
  { ready: m.privacy_export_open },
);
