CREATE TABLE "rank_mark_sets" (
	"name" text PRIMARY KEY NOT NULL,
	"every" integer NOT NULL,
	"rows" bigint NOT NULL,
	"taken_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "rank_marks" (
	"name" text NOT NULL,
	"at" bigint NOT NULL,
	"id" uuid NOT NULL,
	"key" text NOT NULL,
	CONSTRAINT "rank_marks_name_at_pk" PRIMARY KEY("name","at")
);
--> statement-breakpoint
ALTER TABLE "rank_marks" ADD CONSTRAINT "rank_marks_name_rank_mark_sets_name_fk" FOREIGN KEY ("name") REFERENCES "public"."rank_mark_sets"("name") ON DELETE cascade ON UPDATE no action;