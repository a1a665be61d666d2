CREATE TABLE "analytics_late_changes" (
	"org_id" integer NOT NULL,
	"day" date NOT NULL,
	"changed_at" timestamp with time zone NOT NULL,
	CONSTRAINT "analytics_late_changes_org_id_day_pk" PRIMARY KEY("org_id","day")
);
--> statement-breakpoint
CREATE TABLE "analytics_reports" (
	"report_key" text PRIMARY KEY NOT NULL,
	"org_id" integer NOT NULL,
	"report_name" text NOT NULL,
	"params_hash" text NOT NULL,
	"params" jsonb NOT NULL,
	"config_stamp" text NOT NULL,
	"status" text NOT NULL,
	"progress" double precision DEFAULT 0 NOT NULL,
	"data" jsonb,
	"error" text,
	"period_from" timestamp with time zone NOT NULL,
	"period_to" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "energy_day_split" (
	"sensor_id" integer NOT NULL,
	"day" date NOT NULL,
	"org_id" integer NOT NULL,
	"op_kwh" double precision NOT NULL,
	"noh_kwh" double precision NOT NULL,
	"op_count" integer NOT NULL,
	"noh_count" integer NOT NULL,
	"op_hours" double precision NOT NULL,
	"day_hours" double precision NOT NULL,
	CONSTRAINT "energy_day_split_sensor_id_day_pk" PRIMARY KEY("sensor_id","day")
);
--> statement-breakpoint
CREATE INDEX "analytics_reports_lookup_idx" ON "analytics_reports" USING btree ("org_id","report_name","params_hash","created_at");--> statement-breakpoint
CREATE INDEX "energy_day_split_org_idx" ON "energy_day_split" USING btree ("org_id","day");