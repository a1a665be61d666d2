CREATE TABLE "thermostat_days" (
	"thermostat_id" integer NOT NULL,
	"day" date NOT NULL,
	"org_id" integer NOT NULL,
	"fingerprint" text NOT NULL,
	"figures" jsonb,
	CONSTRAINT "thermostat_days_thermostat_id_day_pk" PRIMARY KEY("thermostat_id","day")
);
