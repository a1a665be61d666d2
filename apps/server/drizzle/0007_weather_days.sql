CREATE TABLE "weather_days" (
	"site_id" integer NOT NULL,
	"day" date NOT NULL,
	"org_id" integer NOT NULL,
	"t_sum" double precision NOT NULL,
	"t_min" double precision NOT NULL,
	"t_max" double precision NOT NULL,
	"hours" integer NOT NULL,
	CONSTRAINT "weather_days_site_id_day_pk" PRIMARY KEY("site_id","day")
);
