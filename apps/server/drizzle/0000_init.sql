CREATE TABLE "comments" (
	"id" serial PRIMARY KEY NOT NULL,
	"org_id" integer NOT NULL,
	"site_id" integer,
	"parent_id" integer,
	"resource_id" text NOT NULL,
	"resource_type" text NOT NULL,
	"user_id" integer NOT NULL,
	"username" text NOT NULL,
	"comment" text NOT NULL,
	"comment_type" text DEFAULT 'GENERAL' NOT NULL,
	"value" text,
	"value_type" text,
	"value_subtype" text,
	"from" timestamp with time zone,
	"to" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "dashboards" (
	"id" serial PRIMARY KEY NOT NULL,
	"org_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"title" text NOT NULL,
	"config" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"is_default" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "files" (
	"id" uuid PRIMARY KEY NOT NULL,
	"org_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"file_name" text NOT NULL,
	"file_size" bigint DEFAULT 0 NOT NULL,
	"file_type" text NOT NULL,
	"content_type" text NOT NULL,
	"storage_key" text NOT NULL,
	"resource_id" text,
	"metadata" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"tags" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"modified_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "release_visits" (
	"release_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"visited_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "release_visits_release_id_user_id_pk" PRIMARY KEY("release_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "releases" (
	"id" serial PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"body" text NOT NULL,
	"published_at" timestamp with time zone NOT NULL,
	"attachments" jsonb DEFAULT '[]'::jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "report_jobs" (
	"id" uuid PRIMARY KEY NOT NULL,
	"org_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"job_state" text NOT NULL,
	"request" jsonb NOT NULL,
	"file_id" uuid,
	"file_name" text,
	"expiry_at" timestamp with time zone,
	"failed_at" timestamp with time zone,
	"error" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "control_boards" (
	"id" serial PRIMARY KEY NOT NULL,
	"org_id" integer NOT NULL,
	"site_id" integer NOT NULL,
	"gateway_id" integer,
	"network_group_id" integer,
	"space_id" integer,
	"title" text NOT NULL,
	"description" text,
	"uuid" text NOT NULL,
	"vendor" text NOT NULL,
	"model" text,
	"model_id" text,
	"edge_id" text,
	"product_id" text,
	"light_sensor_port" text DEFAULT 'NONE' NOT NULL,
	"light_sensor_publishing_interval" integer,
	"actuators" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"config" jsonb DEFAULT '{}'::jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "energy_meters" (
	"id" serial PRIMARY KEY NOT NULL,
	"org_id" integer NOT NULL,
	"site_id" integer NOT NULL,
	"gateway_id" integer,
	"sensor_id" integer NOT NULL,
	"title" text NOT NULL,
	"uuid" text NOT NULL,
	"vendor" text NOT NULL,
	"model" text,
	"is_site_main" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "equipment" (
	"id" serial PRIMARY KEY NOT NULL,
	"org_id" integer NOT NULL,
	"site_id" integer NOT NULL,
	"space_id" integer,
	"title" text NOT NULL,
	"description" text,
	"type_id" integer NOT NULL,
	"group_id" integer NOT NULL,
	"model" text,
	"vendor" text,
	"active_control" boolean DEFAULT false NOT NULL,
	"manufacture_date" date,
	"serial_number" text,
	"resource_type" text DEFAULT 'EQUIPMENT' NOT NULL,
	"min_temp" double precision,
	"max_temp" double precision,
	"rated_kw" double precision
);
--> statement-breakpoint
CREATE TABLE "equipment_groups" (
	"id" integer PRIMARY KEY NOT NULL,
	"title" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "equipment_type_groups" (
	"id" integer PRIMARY KEY NOT NULL,
	"title" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "equipment_types" (
	"id" integer PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"icon" text NOT NULL,
	"group_id" integer NOT NULL,
	"type_group_id" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "gateways" (
	"id" serial PRIMARY KEY NOT NULL,
	"org_id" integer NOT NULL,
	"site_id" integer NOT NULL,
	"network_group_id" integer,
	"title" text NOT NULL,
	"uuid" text NOT NULL,
	"vendor" text NOT NULL,
	"model" text,
	"api_key_prefix" text NOT NULL,
	"api_key_hash" text NOT NULL,
	"last_seen_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "network_groups" (
	"id" serial PRIMARY KEY NOT NULL,
	"org_id" integer NOT NULL,
	"site_id" integer NOT NULL,
	"title" text NOT NULL,
	"using_thermostat" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "schedulers" (
	"id" serial PRIMARY KEY NOT NULL,
	"org_id" integer NOT NULL,
	"site_id" integer NOT NULL,
	"equipment_id" integer NOT NULL,
	"control_board_id" integer,
	"title" text NOT NULL,
	"working_mode" text DEFAULT 'SCHEDULE' NOT NULL,
	"lux_threshold" double precision
);
--> statement-breakpoint
CREATE TABLE "sensors" (
	"id" serial PRIMARY KEY NOT NULL,
	"org_id" integer NOT NULL,
	"site_id" integer NOT NULL,
	"equipment_id" integer,
	"space_id" integer,
	"gateway_id" integer,
	"control_board_id" integer,
	"title" text NOT NULL,
	"uuid" text NOT NULL,
	"vendor" text NOT NULL,
	"sensor_type" text NOT NULL,
	"target" text,
	"unit" text NOT NULL,
	"status" text DEFAULT 'ACTIVE' NOT NULL,
	"last_value" double precision,
	"last_seen_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "thermostats" (
	"id" serial PRIMARY KEY NOT NULL,
	"org_id" integer NOT NULL,
	"site_id" integer NOT NULL,
	"equipment_id" integer NOT NULL,
	"gateway_id" integer,
	"title" text NOT NULL,
	"display_name" text,
	"uuid" text NOT NULL,
	"vendor" text NOT NULL,
	"model" text,
	"mode" text DEFAULT 'auto' NOT NULL,
	"working_mode" text DEFAULT 'SCHEDULE' NOT NULL,
	"heat_set_point" double precision DEFAULT 21 NOT NULL,
	"cool_set_point" double precision DEFAULT 24 NOT NULL,
	"temperature" double precision,
	"temperature_unit" text DEFAULT 'C' NOT NULL,
	"local_adjustment_override" jsonb,
	"online" boolean DEFAULT true NOT NULL,
	"last_seen_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "timetables" (
	"id" serial PRIMARY KEY NOT NULL,
	"org_id" integer NOT NULL,
	"site_id" integer NOT NULL,
	"equipment_id" integer NOT NULL,
	"thermostat_id" integer,
	"scheduler_id" integer,
	"title" text NOT NULL,
	"control_type" text NOT NULL,
	"events" jsonb NOT NULL,
	"set_point" double precision,
	"min_temp" double precision,
	"max_temp" double precision
);
--> statement-breakpoint
CREATE TABLE "handling_logs" (
	"id" serial PRIMARY KEY NOT NULL,
	"org_id" integer NOT NULL,
	"incident_id" integer NOT NULL,
	"at" timestamp with time zone NOT NULL,
	"priority_level" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "incidents" (
	"id" serial PRIMARY KEY NOT NULL,
	"org_id" integer NOT NULL,
	"site_id" integer NOT NULL,
	"sentinel_id" integer NOT NULL,
	"sentinel_type" text NOT NULL,
	"equipment_id" integer,
	"space_id" integer,
	"sensor_id" integer,
	"priority" text NOT NULL,
	"status" text DEFAULT 'NEW' NOT NULL,
	"resolved" boolean DEFAULT false NOT NULL,
	"sensor_params" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"recovered_at" timestamp with time zone,
	"dismissed_at" timestamp with time zone,
	"dismissed_by" integer,
	"dismissed_comment" text
);
--> statement-breakpoint
CREATE TABLE "notifications" (
	"id" serial PRIMARY KEY NOT NULL,
	"org_id" integer NOT NULL,
	"incident_id" integer NOT NULL,
	"site_id" integer NOT NULL,
	"sentinel_id" integer NOT NULL,
	"ts" timestamp with time zone NOT NULL,
	"priority_level" text NOT NULL,
	"sensor_params" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"sensor_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"dismissed_at" timestamp with time zone,
	"dismissed_by" integer,
	"dismissed_comment" text
);
--> statement-breakpoint
CREATE TABLE "sentinels" (
	"id" serial PRIMARY KEY NOT NULL,
	"org_id" integer NOT NULL,
	"site_id" integer NOT NULL,
	"equipment_id" integer,
	"space_id" integer,
	"sensor_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"sentinel_type" text NOT NULL,
	"title" text NOT NULL,
	"description" text,
	"params" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"muted" boolean DEFAULT false NOT NULL,
	"deleted_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "access_resources" (
	"id" serial PRIMARY KEY NOT NULL,
	"org_id" integer NOT NULL,
	"user_id" integer,
	"group_id" integer,
	"resource_type" text NOT NULL,
	"resource_id" integer NOT NULL,
	"role" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "audit_log" (
	"id" serial PRIMARY KEY NOT NULL,
	"org_id" integer NOT NULL,
	"user_id" integer,
	"action" text NOT NULL,
	"target_type" text NOT NULL,
	"target_id" text NOT NULL,
	"payload" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "feature_flag_entries" (
	"feature" text NOT NULL,
	"org_id" integer NOT NULL,
	"list" text NOT NULL,
	"strict" boolean DEFAULT false NOT NULL,
	CONSTRAINT "feature_flag_entries_feature_org_id_list_pk" PRIMARY KEY("feature","org_id","list")
);
--> statement-breakpoint
CREATE TABLE "group_members" (
	"org_id" integer NOT NULL,
	"group_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	CONSTRAINT "group_members_group_id_user_id_pk" PRIMARY KEY("group_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "groups" (
	"id" serial PRIMARY KEY NOT NULL,
	"org_id" integer NOT NULL,
	"title" text NOT NULL,
	"description" text
);
--> statement-breakpoint
CREATE TABLE "organizations" (
	"id" integer PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"description" text,
	"country" text,
	"legacy_id" text,
	"logo" text,
	"images" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" serial PRIMARY KEY NOT NULL,
	"org_id" integer NOT NULL,
	"email" text NOT NULL,
	"password_hash" text,
	"first_name" text DEFAULT '' NOT NULL,
	"last_name" text DEFAULT '' NOT NULL,
	"phone" text,
	"role" text,
	"position" text,
	"measurement_system" text DEFAULT 'METRIC' NOT NULL,
	"temperature_unit" text DEFAULT 'C' NOT NULL,
	"date_format" text DEFAULT 'dd MMM, yyyy' NOT NULL,
	"time_format" text DEFAULT 'HH:mm' NOT NULL,
	"time_zone" text DEFAULT 'UTC' NOT NULL,
	"user_status" text DEFAULT 'ACTIVE' NOT NULL,
	"last_login" timestamp with time zone,
	"password_updated_at" timestamp with time zone,
	"dashboard_profiles" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"area" text,
	"kiosk" boolean DEFAULT false NOT NULL,
	"failed_logins" integer DEFAULT 0 NOT NULL,
	"locked_until" timestamp with time zone,
	"token_version" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "site_group_members" (
	"org_id" integer NOT NULL,
	"site_group_id" integer NOT NULL,
	"site_id" integer NOT NULL,
	CONSTRAINT "site_group_members_site_group_id_site_id_pk" PRIMARY KEY("site_group_id","site_id")
);
--> statement-breakpoint
CREATE TABLE "site_groups" (
	"id" serial PRIMARY KEY NOT NULL,
	"org_id" integer NOT NULL,
	"title" text NOT NULL,
	"description" text
);
--> statement-breakpoint
CREATE TABLE "sites" (
	"id" serial PRIMARY KEY NOT NULL,
	"org_id" integer NOT NULL,
	"title" text NOT NULL,
	"address" text DEFAULT '' NOT NULL,
	"latitude" double precision DEFAULT 0 NOT NULL,
	"longitude" double precision DEFAULT 0 NOT NULL,
	"time_zone" text DEFAULT 'UTC' NOT NULL,
	"country" text DEFAULT '' NOT NULL,
	"site_type" text DEFAULT 'retail' NOT NULL,
	"floor_area_m2" double precision,
	"co2_factor_kg_per_kwh" double precision,
	"operating_hours" jsonb,
	"images" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "spaces" (
	"id" serial PRIMARY KEY NOT NULL,
	"org_id" integer NOT NULL,
	"site_id" integer NOT NULL,
	"title" text NOT NULL,
	"description" text,
	"space_type" text DEFAULT 'ROOM' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "readings" (
	"sensor_id" integer NOT NULL,
	"ts" timestamp with time zone NOT NULL,
	"org_id" integer NOT NULL,
	"value" double precision NOT NULL,
	CONSTRAINT "readings_sensor_id_ts_pk" PRIMARY KEY("sensor_id","ts")
);
--> statement-breakpoint
CREATE TABLE "readings_15m" (
	"sensor_id" integer NOT NULL,
	"bucket" timestamp with time zone NOT NULL,
	"org_id" integer NOT NULL,
	"sum" double precision NOT NULL,
	"min" double precision NOT NULL,
	"max" double precision NOT NULL,
	"count" integer NOT NULL,
	"last" double precision NOT NULL,
	"last_ts" timestamp with time zone NOT NULL,
	CONSTRAINT "readings_15m_sensor_id_bucket_pk" PRIMARY KEY("sensor_id","bucket")
);
--> statement-breakpoint
CREATE TABLE "readings_1d" (
	"sensor_id" integer NOT NULL,
	"bucket" timestamp with time zone NOT NULL,
	"org_id" integer NOT NULL,
	"sum" double precision NOT NULL,
	"min" double precision NOT NULL,
	"max" double precision NOT NULL,
	"count" integer NOT NULL,
	"last" double precision NOT NULL,
	"last_ts" timestamp with time zone NOT NULL,
	CONSTRAINT "readings_1d_sensor_id_bucket_pk" PRIMARY KEY("sensor_id","bucket")
);
--> statement-breakpoint
CREATE TABLE "readings_1h" (
	"sensor_id" integer NOT NULL,
	"bucket" timestamp with time zone NOT NULL,
	"org_id" integer NOT NULL,
	"sum" double precision NOT NULL,
	"min" double precision NOT NULL,
	"max" double precision NOT NULL,
	"count" integer NOT NULL,
	"last" double precision NOT NULL,
	"last_ts" timestamp with time zone NOT NULL,
	CONSTRAINT "readings_1h_sensor_id_bucket_pk" PRIMARY KEY("sensor_id","bucket")
);
--> statement-breakpoint
CREATE TABLE "thermostat_status" (
	"thermostat_id" integer NOT NULL,
	"ts" timestamp with time zone NOT NULL,
	"org_id" integer NOT NULL,
	"online" boolean NOT NULL,
	"mode" text,
	"working_mode" text,
	"fan_mode" text,
	"temperature" double precision,
	"cool_set_point" double precision,
	"heat_set_point" double precision,
	"fan_running" boolean,
	"cooling_stage1_running" boolean,
	"cooling_stage2_running" boolean,
	"heating_stage1_running" boolean,
	"heating_stage2_running" boolean,
	"local_adjustment_override" text,
	"timetable_active_state" text,
	"set_point_deviation" double precision,
	"maintenance_state" text,
	"temp_units" text,
	CONSTRAINT "thermostat_status_thermostat_id_ts_pk" PRIMARY KEY("thermostat_id","ts")
);
--> statement-breakpoint
CREATE TABLE "weather_readings" (
	"site_id" integer NOT NULL,
	"ts" timestamp with time zone NOT NULL,
	"org_id" integer NOT NULL,
	"temperature" double precision NOT NULL,
	"humidity" double precision NOT NULL,
	"windchill" double precision NOT NULL,
	CONSTRAINT "weather_readings_site_id_ts_pk" PRIMARY KEY("site_id","ts")
);
--> statement-breakpoint
ALTER TABLE "release_visits" ADD CONSTRAINT "release_visits_release_id_releases_id_fk" FOREIGN KEY ("release_id") REFERENCES "public"."releases"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "control_boards" ADD CONSTRAINT "control_boards_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "control_boards" ADD CONSTRAINT "control_boards_gateway_id_gateways_id_fk" FOREIGN KEY ("gateway_id") REFERENCES "public"."gateways"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "control_boards" ADD CONSTRAINT "control_boards_network_group_id_network_groups_id_fk" FOREIGN KEY ("network_group_id") REFERENCES "public"."network_groups"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "control_boards" ADD CONSTRAINT "control_boards_space_id_spaces_id_fk" FOREIGN KEY ("space_id") REFERENCES "public"."spaces"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "energy_meters" ADD CONSTRAINT "energy_meters_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "energy_meters" ADD CONSTRAINT "energy_meters_gateway_id_gateways_id_fk" FOREIGN KEY ("gateway_id") REFERENCES "public"."gateways"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "energy_meters" ADD CONSTRAINT "energy_meters_sensor_id_sensors_id_fk" FOREIGN KEY ("sensor_id") REFERENCES "public"."sensors"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "equipment" ADD CONSTRAINT "equipment_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "equipment" ADD CONSTRAINT "equipment_space_id_spaces_id_fk" FOREIGN KEY ("space_id") REFERENCES "public"."spaces"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "equipment" ADD CONSTRAINT "equipment_type_id_equipment_types_id_fk" FOREIGN KEY ("type_id") REFERENCES "public"."equipment_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "equipment" ADD CONSTRAINT "equipment_group_id_equipment_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."equipment_groups"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "equipment_types" ADD CONSTRAINT "equipment_types_group_id_equipment_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."equipment_groups"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "equipment_types" ADD CONSTRAINT "equipment_types_type_group_id_equipment_type_groups_id_fk" FOREIGN KEY ("type_group_id") REFERENCES "public"."equipment_type_groups"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gateways" ADD CONSTRAINT "gateways_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gateways" ADD CONSTRAINT "gateways_network_group_id_network_groups_id_fk" FOREIGN KEY ("network_group_id") REFERENCES "public"."network_groups"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "network_groups" ADD CONSTRAINT "network_groups_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "schedulers" ADD CONSTRAINT "schedulers_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "schedulers" ADD CONSTRAINT "schedulers_equipment_id_equipment_id_fk" FOREIGN KEY ("equipment_id") REFERENCES "public"."equipment"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "schedulers" ADD CONSTRAINT "schedulers_control_board_id_control_boards_id_fk" FOREIGN KEY ("control_board_id") REFERENCES "public"."control_boards"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sensors" ADD CONSTRAINT "sensors_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sensors" ADD CONSTRAINT "sensors_equipment_id_equipment_id_fk" FOREIGN KEY ("equipment_id") REFERENCES "public"."equipment"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sensors" ADD CONSTRAINT "sensors_space_id_spaces_id_fk" FOREIGN KEY ("space_id") REFERENCES "public"."spaces"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sensors" ADD CONSTRAINT "sensors_gateway_id_gateways_id_fk" FOREIGN KEY ("gateway_id") REFERENCES "public"."gateways"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sensors" ADD CONSTRAINT "sensors_control_board_id_control_boards_id_fk" FOREIGN KEY ("control_board_id") REFERENCES "public"."control_boards"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "thermostats" ADD CONSTRAINT "thermostats_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "thermostats" ADD CONSTRAINT "thermostats_equipment_id_equipment_id_fk" FOREIGN KEY ("equipment_id") REFERENCES "public"."equipment"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "thermostats" ADD CONSTRAINT "thermostats_gateway_id_gateways_id_fk" FOREIGN KEY ("gateway_id") REFERENCES "public"."gateways"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "timetables" ADD CONSTRAINT "timetables_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "timetables" ADD CONSTRAINT "timetables_equipment_id_equipment_id_fk" FOREIGN KEY ("equipment_id") REFERENCES "public"."equipment"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "timetables" ADD CONSTRAINT "timetables_thermostat_id_thermostats_id_fk" FOREIGN KEY ("thermostat_id") REFERENCES "public"."thermostats"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "timetables" ADD CONSTRAINT "timetables_scheduler_id_schedulers_id_fk" FOREIGN KEY ("scheduler_id") REFERENCES "public"."schedulers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "handling_logs" ADD CONSTRAINT "handling_logs_incident_id_incidents_id_fk" FOREIGN KEY ("incident_id") REFERENCES "public"."incidents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "incidents" ADD CONSTRAINT "incidents_sentinel_id_sentinels_id_fk" FOREIGN KEY ("sentinel_id") REFERENCES "public"."sentinels"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_incident_id_incidents_id_fk" FOREIGN KEY ("incident_id") REFERENCES "public"."incidents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "access_resources" ADD CONSTRAINT "access_resources_org_id_organizations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organizations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "access_resources" ADD CONSTRAINT "access_resources_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "access_resources" ADD CONSTRAINT "access_resources_group_id_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "feature_flag_entries" ADD CONSTRAINT "feature_flag_entries_org_id_organizations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "group_members" ADD CONSTRAINT "group_members_group_id_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "group_members" ADD CONSTRAINT "group_members_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "groups" ADD CONSTRAINT "groups_org_id_organizations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organizations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_org_id_organizations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organizations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "site_group_members" ADD CONSTRAINT "site_group_members_site_group_id_site_groups_id_fk" FOREIGN KEY ("site_group_id") REFERENCES "public"."site_groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "site_group_members" ADD CONSTRAINT "site_group_members_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "site_groups" ADD CONSTRAINT "site_groups_org_id_organizations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organizations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sites" ADD CONSTRAINT "sites_org_id_organizations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organizations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "spaces" ADD CONSTRAINT "spaces_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "comments_resource_idx" ON "comments" USING btree ("org_id","resource_id");--> statement-breakpoint
CREATE INDEX "files_owner_idx" ON "files" USING btree ("org_id","user_id");--> statement-breakpoint
CREATE INDEX "report_jobs_state_idx" ON "report_jobs" USING btree ("job_state","updated_at");--> statement-breakpoint
CREATE INDEX "equipment_site_idx" ON "equipment" USING btree ("org_id","site_id");--> statement-breakpoint
CREATE INDEX "equipment_type_idx" ON "equipment" USING btree ("org_id","type_id");--> statement-breakpoint
CREATE UNIQUE INDEX "gateways_key_prefix_uq" ON "gateways" USING btree ("api_key_prefix");--> statement-breakpoint
CREATE INDEX "gateways_site_idx" ON "gateways" USING btree ("org_id","site_id");--> statement-breakpoint
CREATE INDEX "sensors_site_idx" ON "sensors" USING btree ("org_id","site_id");--> statement-breakpoint
CREATE INDEX "sensors_equipment_idx" ON "sensors" USING btree ("org_id","equipment_id");--> statement-breakpoint
CREATE UNIQUE INDEX "sensors_gateway_uuid_uq" ON "sensors" USING btree ("gateway_id","uuid");--> statement-breakpoint
CREATE INDEX "thermostats_site_idx" ON "thermostats" USING btree ("org_id","site_id");--> statement-breakpoint
CREATE INDEX "handling_logs_incident_idx" ON "handling_logs" USING btree ("incident_id","at");--> statement-breakpoint
CREATE INDEX "incidents_org_created_idx" ON "incidents" USING btree ("org_id","created_at");--> statement-breakpoint
CREATE INDEX "incidents_site_idx" ON "incidents" USING btree ("org_id","site_id","resolved");--> statement-breakpoint
CREATE INDEX "incidents_sentinel_idx" ON "incidents" USING btree ("sentinel_id","resolved");--> statement-breakpoint
CREATE INDEX "notifications_org_ts_idx" ON "notifications" USING btree ("org_id","ts");--> statement-breakpoint
CREATE INDEX "notifications_incident_idx" ON "notifications" USING btree ("incident_id");--> statement-breakpoint
CREATE INDEX "sentinels_site_idx" ON "sentinels" USING btree ("org_id","site_id");--> statement-breakpoint
CREATE INDEX "access_user_idx" ON "access_resources" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "access_group_idx" ON "access_resources" USING btree ("group_id");--> statement-breakpoint
CREATE INDEX "audit_org_idx" ON "audit_log" USING btree ("org_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "users_email_uq" ON "users" USING btree (lower("email"));--> statement-breakpoint
CREATE INDEX "users_org_idx" ON "users" USING btree ("org_id");--> statement-breakpoint
CREATE INDEX "site_groups_org_idx" ON "site_groups" USING btree ("org_id");--> statement-breakpoint
CREATE INDEX "sites_org_idx" ON "sites" USING btree ("org_id");--> statement-breakpoint
CREATE INDEX "spaces_site_idx" ON "spaces" USING btree ("org_id","site_id");--> statement-breakpoint
CREATE INDEX "weather_org_idx" ON "weather_readings" USING btree ("org_id","ts");