CREATE TABLE "report_schedules" (
	"id" uuid PRIMARY KEY NOT NULL,
	"org_id" integer NOT NULL,
	"owner_id" integer NOT NULL,
	"title" text NOT NULL,
	"request" jsonb NOT NULL,
	"format" text NOT NULL,
	"frequency" text NOT NULL,
	"weekday" integer,
	"hour" integer NOT NULL,
	"time_zone" text NOT NULL,
	"delivery" text NOT NULL,
	"recipient_ids" jsonb NOT NULL,
	"paused" boolean DEFAULT false NOT NULL,
	"next_run_at" timestamp with time zone,
	"last_run_at" timestamp with time zone,
	"last_job_id" uuid,
	"last_outcome" text,
	"last_delivery" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "report_jobs" ADD COLUMN "schedule_id" uuid;--> statement-breakpoint
CREATE INDEX "report_schedules_due_idx" ON "report_schedules" USING btree ("paused","next_run_at");--> statement-breakpoint
CREATE INDEX "report_schedules_owner_idx" ON "report_schedules" USING btree ("org_id","owner_id","created_at");--> statement-breakpoint
ALTER TABLE "report_jobs" ADD CONSTRAINT "report_jobs_schedule_id_report_schedules_id_fk" FOREIGN KEY ("schedule_id") REFERENCES "public"."report_schedules"("id") ON DELETE set null ON UPDATE no action;