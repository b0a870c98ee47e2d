import type { RtcConfigResponse } from '@nafasi/shared/meetings';
import { api } from '@/lib/api-client';

export const getRtcConfig = () => api<RtcConfigResponse>('/rtc-config').then((r) => r.data);
