ALTER TABLE "thermostats" ADD COLUMN "heat_pump" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "thermostats" ADD COLUMN "vendor_control_from" timestamp with time zone;