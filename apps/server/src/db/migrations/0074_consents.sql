CREATE TABLE "consents" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid,
	"email" text,
	"purpose" text NOT NULL,
	"given" boolean NOT NULL,
	"words" text NOT NULL,
	"locale" text NOT NULL,
	"source" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "consents_whose" CHECK ("consents"."user_id" is not null or "consents"."email" is not null)
);
--> statement-breakpoint
ALTER TABLE "consents" ADD CONSTRAINT "consents_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "consents_user_idx" ON "consents" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "consents_email_idx" ON "consents" USING btree ("email","created_at");