CREATE TABLE "device_commands" (
	"id" serial PRIMARY KEY NOT NULL,
	"org_id" integer NOT NULL,
	"site_id" integer NOT NULL,
	"kind" text NOT NULL,
	"control_id" integer NOT NULL,
	"control_title" text NOT NULL,
	"equipment_id" integer,
	"gateway_id" integer,
	"working_mode" text NOT NULL,
	"previous_working_mode" text,
	"propagate_config" boolean DEFAULT true NOT NULL,
	"state" text DEFAULT 'SENT' NOT NULL,
	"user_id" integer,
	"username" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"acknowledged_at" timestamp with time zone,
	"confirmed_at" timestamp with time zone,
	"failed_at" timestamp with time zone,
	"failure_reason" text
);
--> statement-breakpoint
ALTER TABLE "device_commands" ADD CONSTRAINT "device_commands_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "device_commands" ADD CONSTRAINT "device_commands_gateway_id_gateways_id_fk" FOREIGN KEY ("gateway_id") REFERENCES "public"."gateways"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "device_commands_control_idx" ON "device_commands" USING btree ("org_id","kind","control_id","created_at");--> statement-breakpoint
CREATE INDEX "device_commands_equipment_idx" ON "device_commands" USING btree ("org_id","equipment_id","created_at");--> statement-breakpoint
CREATE INDEX "device_commands_site_idx" ON "device_commands" USING btree ("org_id","site_id","created_at");--> statement-breakpoint
CREATE INDEX "device_commands_pending_idx" ON "device_commands" USING btree ("gateway_id","state") WHERE state in ('SENT', 'ACKNOWLEDGED');