ALTER TABLE "handling_logs" ADD COLUMN "notification_id" integer;--> statement-breakpoint
ALTER TABLE "incidents" ADD COLUMN "equipment_ids" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "incidents" ADD COLUMN "site_ids" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "sentinels" ADD COLUMN "equipment_ids" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "handling_logs" ADD CONSTRAINT "handling_logs_notification_id_notifications_id_fk" FOREIGN KEY ("notification_id") REFERENCES "public"."notifications"("id") ON DELETE cascade ON UPDATE no action;