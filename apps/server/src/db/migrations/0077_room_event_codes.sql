-- A room's system lines held an English sentence with the person's name in it ("Wanjiku joined
-- the room"): a Kiswahili reader read English, and a deleted account's name stayed in the line
-- after it left the line's user_name. They now hold the event's code; the reader's language makes
-- the sentence from it and the name beside it (packages/shared/src/meetings.ts ROOM_EVENTS).
update chat_messages set body = 'joined' where type = 'system' and body like '% joined the room';
--> statement-breakpoint
update chat_messages set body = 'left' where type = 'system' and body like '% left the room';
--> statement-breakpoint
update chat_messages set body = 'removed_by_host' where type = 'system' and body like '% was removed by the host';
--> statement-breakpoint
update chat_messages set body = 'removed_by_admin' where type = 'system' and body like '% was removed by an admin';
