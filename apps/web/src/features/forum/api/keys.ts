/** The forum's query keys: `all` refreshes everything the forum shows. */
export const forumKeys = {
  all: ['forum'] as const,
  overview: ['forum', 'overview'] as const,
  topics: (q: string) => ['forum', 'topics', q] as const,
  topic: (id: string) => ['forum', 'topic', id] as const,
  viewer: (id: string) => ['forum', 'viewer', id] as const,
};
