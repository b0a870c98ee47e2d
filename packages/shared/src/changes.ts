import { z } from 'zod';

/**
 * The news the database announces to every server instance (LISTEN/NOTIFY on `nafasi_changes`):
 * one message type per kind, written by the triggers (migration 0028) and by the meetings' notify(),
 * parsed by the hub before any handler reads it (issue 28). A payload carries ids only (NOTIFY caps
 * it at 8000 bytes); each instance reads the rows itself and decides who may see them.
 */
const op = z.enum(['INSERT', 'UPDATE', 'DELETE']);
const id = z.uuid();
/** A person a change concerns (null: nobody, e.g. an admin's space has no owner). */
const person = id.nullable();

/** The PostgreSQL channel the changes are notified on (the triggers', and the app's own after a commit). */
export const CHANGES_CHANNEL = 'nafasi_changes';

export const ChangeSchema = z.discriminatedUnion('kind', [
  /** A space (or one of its photos) was added, changed or removed. */
  z.object({ kind: z.literal('space'), op, id }),
  /** A booking changed: its space's availability, and its guest's and host's own screens. */
  z.object({ kind: z.literal('booking'), op, spaceId: id, bookingId: id, user: person, owner: person }),
  /** A host's block changed what can be booked at a space. */
  z.object({ kind: z.literal('block'), op, spaceId: id }),
  /** A refund of a booking was written or sent. */
  z.object({ kind: z.literal('refund'), bookingId: id, user: person, owner: person }),
  /** A person's bell has something new. */
  z.object({ kind: z.literal('notification'), id, user: id }),
  /** A message in a conversation between a guest and a host. */
  z.object({ kind: z.literal('thread'), threadId: id, user: person, owner: person }),
  /** A person's session was revoked or refreshed, or their address, its confirmation or their role changed (migration 0052). */
  z.object({ kind: z.literal('account'), user: id }),
  /** A person's account was erased: every instance forgets the pages and answers that may name them. */
  z.object({ kind: z.literal('erased'), user: id }),
  /** Events were written: the courier turns them into notifications and mail. */
  z.object({ kind: z.literal('events') }),
  /** A forum topic got a reply or lost one, or was removed (migration 0060). */
  z.object({ kind: z.literal('forum'), op, topic: id }),
  /** A meeting room's chat got a message, or lost one. */
  z.object({ kind: z.literal('chat_message'), id, room: id }),
  z.object({ kind: z.literal('chat_deleted'), id, room: id }),
  /** Someone entered, left, muted, turned a camera on or was removed from a room. */
  z.object({ kind: z.literal('presence'), room: id }),
  /** A meeting was renamed, ended or deleted. */
  z.object({ kind: z.literal('meeting'), op, room: id }),
  /** The host muted or removed one participant. */
  z.object({ kind: z.literal('room_command'), room: id, to: id, command: z.enum(['mute', 'remove']) }),
  /** A call signal from one participant to another (WebRTC offer, answer or candidate). */
  z.object({ kind: z.literal('signal'), room: id, to: id, from: id, data: z.unknown() }),
]);
export type Change = z.infer<typeof ChangeSchema>;
export type ChangeKind = Change['kind'];
/** The change of one kind. */
export type ChangeOf<K extends ChangeKind> = Extract<Change, { kind: K }>;
