import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ItemResponse } from '@nafasi/shared/api';
import type { ForumOverview, ForumTopic, ForumTopicSummary, ForumViewer } from '@nafasi/shared/forum';
import { api } from '@/lib/api-client';
import { forumKeys } from './keys';

/** Each category's posts and people, and the forum's totals. */
export const forumOverviewQueryOptions = () =>
  queryOptions({ queryKey: forumKeys.overview, queryFn: () => api<ItemResponse<ForumOverview>>('/forum').then((r) => r.data) });
export const useForumOverview = () => useQuery(forumOverviewQueryOptions());

/** Topics, pinned first then by latest activity, searched on the title or the category. */
export const forumTopicsQueryOptions = (q = '') =>
  queryOptions({
    queryKey: forumKeys.topics(q),
    queryFn: () => api<ItemResponse<ForumTopicSummary[]>>(`/forum/topics${q ? `?${new URLSearchParams({ q })}` : ''}`).then((r) => r.data),
  });
export const useForumTopics = (q: string) => useQuery({ ...forumTopicsQueryOptions(q), placeholderData: (previous) => previous });

/** One topic with its replies, as everyone reads it. */
export const forumTopicQueryOptions = (id: string) =>
  queryOptions({ queryKey: forumKeys.topic(id), queryFn: () => api<ItemResponse<ForumTopic>>(`/forum/topics/${id}`).then((r) => r.data) });
export const useForumTopic = (id: string) => useQuery({ ...forumTopicQueryOptions(id), retry: false });

/** What the signed-in reader may do on a topic (like, remove). */
export const useForumViewer = (id: string, signedIn: boolean) =>
  useQuery({
    queryKey: forumKeys.viewer(id),
    queryFn: () => api<ItemResponse<ForumViewer>>(`/forum/topics/${id}/viewer`).then((r) => r.data),
    enabled: signedIn,
  });
