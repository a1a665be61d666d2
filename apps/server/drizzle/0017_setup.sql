CREATE TABLE "installation_tokens" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"purpose" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"used_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "equipment" ADD COLUMN "external_id" text;--> statement-breakpoint
ALTER TABLE "gateways" ADD COLUMN "external_id" text;--> statement-breakpoint
ALTER TABLE "sensors" ADD COLUMN "external_id" text;--> statement-breakpoint
ALTER TABLE "organizations" ADD COLUMN "time_zone" text DEFAULT 'UTC' NOT NULL;--> statement-breakpoint
ALTER TABLE "organizations" ADD COLUMN "measurement_system" text DEFAULT 'METRIC' NOT NULL;--> statement-breakpoint
ALTER TABLE "organizations" ADD COLUMN "temperature_unit" text DEFAULT 'C' NOT NULL;--> statement-breakpoint
ALTER TABLE "organizations" ADD COLUMN "simulated" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "sites" ADD COLUMN "external_id" text;--> statement-breakpoint
ALTER TABLE "sites" ADD COLUMN "archived_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "spaces" ADD COLUMN "external_id" text;--> statement-breakpoint
CREATE UNIQUE INDEX "equipment_external_uq" ON "equipment" USING btree ("org_id","external_id");--> statement-breakpoint
CREATE UNIQUE INDEX "gateways_external_uq" ON "gateways" USING btree ("org_id","external_id");--> statement-breakpoint
CREATE UNIQUE INDEX "sensors_external_uq" ON "sensors" USING btree ("org_id","external_id");--> statement-breakpoint
CREATE UNIQUE INDEX "sites_external_uq" ON "sites" USING btree ("org_id","external_id");--> statement-breakpoint
CREATE UNIQUE INDEX "spaces_external_uq" ON "spaces" USING btree ("org_id","external_id");--> statement-breakpoint
-- Until this migration only the demo seed could create organisations: every existing one is simulated.
UPDATE "organizations" SET "simulated" = true;