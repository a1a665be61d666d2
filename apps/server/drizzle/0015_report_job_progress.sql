ALTER TABLE "report_jobs" ADD COLUMN "report_template" text NOT NULL;--> statement-breakpoint
ALTER TABLE "report_jobs" ADD COLUMN "format" text NOT NULL;--> statement-breakpoint
ALTER TABLE "report_jobs" ADD COLUMN "progress" real DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE INDEX "report_jobs_owner_idx" ON "report_jobs" USING btree ("org_id","user_id","created_at");