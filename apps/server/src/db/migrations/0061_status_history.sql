CREATE TABLE "health_hours" (
	"service" text NOT NULL,
	"hour" timestamp with time zone NOT NULL,
	"checks" integer NOT NULL,
	"healthy" integer NOT NULL,
	"response_ms_sum" bigint DEFAULT 0 NOT NULL,
	"last_minute" timestamp with time zone NOT NULL,
	CONSTRAINT "health_hours_service_hour_pk" PRIMARY KEY("service","hour")
);
--> statement-breakpoint
CREATE TABLE "incidents" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"service" text,
	"status" text NOT NULL,
	"source" text NOT NULL,
	"title" text,
	"description" text,
	"opened_by" uuid,
	"started_at" timestamp with time zone NOT NULL,
	"resolved_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "incidents_status_valid" CHECK ("incidents"."status" in ('maintenance', 'degraded', 'outage', 'resolved')),
	CONSTRAINT "incidents_source_valid" CHECK ("incidents"."source" in ('admin', 'monitor')),
	CONSTRAINT "incidents_resolved_with_time" CHECK (("incidents"."status" = 'resolved') = ("incidents"."resolved_at" is not null)),
	CONSTRAINT "incidents_admin_words" CHECK ("incidents"."source" = 'monitor' or ("incidents"."title" is not null and "incidents"."description" is not null))
);
--> statement-breakpoint
ALTER TABLE "incidents" ADD CONSTRAINT "incidents_opened_by_users_id_fk" FOREIGN KEY ("opened_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "health_hours_hour_idx" ON "health_hours" USING btree ("hour");--> statement-breakpoint
CREATE INDEX "incidents_started_idx" ON "incidents" USING btree ("started_at");--> statement-breakpoint
CREATE UNIQUE INDEX "incidents_open_monitor_idx" ON "incidents" USING btree ("service") WHERE "incidents"."source" = 'monitor' and "incidents"."resolved_at" is null;