import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ItemResponse } from '@nafasi/shared/api';
import type { ForumReply, ForumTopic, ForumViewer, NewTopicInput } from '@nafasi/shared/forum';
import { getErrorMessage } from '@nafasi/shared/errors';
import { api } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { forumKeys } from './keys';

/* The forum's writes: each refreshes what it changes, and says a failure in the server's words. */

const failed = (error: unknown) => toast.error(getErrorMessage(error));

export function useCreateTopic() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: NewTopicInput) => api<ItemResponse<ForumTopic>>('/forum/topics', { method: 'POST', body: JSON.stringify(input) }).then((r) => r.data),
    onSuccess: (topic) => {
      queryClient.setQueryData(forumKeys.topic(topic.id), topic);
      void queryClient.invalidateQueries({ queryKey: forumKeys.all });
    },
  });
}

export function useReply(topicId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: string) =>
      api<ItemResponse<ForumReply>>(`/forum/topics/${topicId}/replies`, { method: 'POST', body: JSON.stringify({ body }) }).then((r) => r.data),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: forumKeys.all }),
  });
}

export function useLikeTopic(topicId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (liked: boolean) =>
      api<ItemResponse<{ liked: boolean; likes: number }>>(`/forum/topics/${topicId}/like`, { method: 'PUT', body: JSON.stringify({ liked }) }).then(
        (r) => r.data,
      ),
    onSuccess: ({ liked, likes }) => {
      // The button and the count say it at once, together; the lists follow.
      queryClient.setQueryData<ForumViewer>(forumKeys.viewer(topicId), (viewer) => viewer && { ...viewer, liked });
      queryClient.setQueryData<ForumTopic>(forumKeys.topic(topicId), (topic) => topic && { ...topic, likes });
      void queryClient.invalidateQueries({ queryKey: forumKeys.topics('').slice(0, 2) });
    },
    onError: failed,
  });
}

export function useRemoveTopic(topicId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api(`/forum/topics/${topicId}`, { method: 'DELETE' }),
    onSuccess: () => {
      queryClient.removeQueries({ queryKey: forumKeys.topic(topicId) });
      void queryClient.invalidateQueries({ queryKey: forumKeys.all });
    },
    onError: failed,
  });
}

export function useRemoveReply(topicId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (replyId: string) => api(`/forum/topics/${topicId}/replies/${replyId}`, { method: 'DELETE' }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: forumKeys.all }),
    onError: failed,
  });
}

/** Tells the server the topic was opened (counted once an hour per address); a failure is no one's business. */
export const countView = (topicId: string) => api(`/forum/topics/${topicId}/views`, { method: 'POST' }).catch(() => undefined);
