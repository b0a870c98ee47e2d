export const meetingKeys = {
  all: ['meetings'] as const,
  lists: ['meetings', 'list'] as const,
  list: (q: string) => ['meetings', 'list', q] as const,
  room: (id: string) => ['meetings', 'room', id] as const,
  rtcConfig: ['meetings', 'rtc-config'] as const,
};
