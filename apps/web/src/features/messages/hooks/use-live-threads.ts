import { usePersonalNews } from '@/lib/use-personal-news';
import { messageKeys } from '../api/keys';

/** New messages in the person's conversations show without a reload (and after a reconnect). */
export const useLiveThreads = () => usePersonalNews('thread', messageKeys.all);
