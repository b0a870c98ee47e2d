export const messageKeys = {
  all: ['threads'] as const,
  list: ['threads', 'list'] as const,
  unread: ['threads', 'unread'] as const,
  thread: (id: string) => ['threads', 'thread', id] as const,
  reported: ['threads', 'reported'] as const,
};
