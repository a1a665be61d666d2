CREATE TABLE "weather_fits" (
	"site_id" integer NOT NULL,
	"repo_month" date NOT NULL,
	"org_id" integer NOT NULL,
	"fingerprint" text NOT NULL,
	"fit" json NOT NULL,
	"computed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "weather_fits_site_id_repo_month_pk" PRIMARY KEY("site_id","repo_month")
);
--> statement-breakpoint
CREATE TABLE "weather_months" (
	"site_id" integer NOT NULL,
	"month" date NOT NULL,
	"org_id" integer NOT NULL,
	"changed" bigint NOT NULL,
	"computed" bigint,
	"days" integer DEFAULT 0 NOT NULL,
	"hdd" double precision[],
	"cdd" double precision[],
	CONSTRAINT "weather_months_site_id_month_pk" PRIMARY KEY("site_id","month")
);
--> statement-breakpoint
CREATE INDEX "weather_months_org_idx" ON "weather_months" USING btree ("org_id","site_id");--> statement-breakpoint
CREATE INDEX "weather_months_stale_idx" ON "weather_months" ("org_id", "site_id", "month") WHERE "computed" IS DISTINCT FROM "changed";
--> statement-breakpoint
CREATE SEQUENCE "weather_months_change";
--> statement-breakpoint
-- weather_months follows weather_days: a statement's changed days mark their site's month changed
-- (a new number from the sequence); the sums are recomputed from the days in JS, which is where the
-- single-sine degree-days at 64 bases are cheap (weather/weather-months.ts).
CREATE FUNCTION weather_months_mark() RETURNS trigger LANGUAGE plpgsql AS $fn$
DECLARE
  src text := CASE TG_OP
    WHEN 'INSERT' THEN 'SELECT site_id, day, org_id FROM new_rows'
    WHEN 'DELETE' THEN 'SELECT site_id, day, org_id FROM old_rows'
    ELSE 'SELECT site_id, day, org_id FROM new_rows UNION ALL SELECT site_id, day, org_id FROM old_rows' END;
BEGIN
  EXECUTE format($q$
  INSERT INTO weather_months AS m (site_id, month, org_id, changed)
  SELECT site_id, month, org_id, nextval('weather_months_change')
    FROM (SELECT site_id, date_trunc('month', day)::date AS month, max(org_id) AS org_id
            FROM (%s) d GROUP BY 1, 2 ORDER BY 1, 2) c
  ON CONFLICT (site_id, month) DO UPDATE SET changed = excluded.changed
  $q$, src);
  RETURN NULL;
END
$fn$;
--> statement-breakpoint
CREATE TRIGGER weather_months_ins AFTER INSERT ON weather_days
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION weather_months_mark();
--> statement-breakpoint
CREATE TRIGGER weather_months_upd AFTER UPDATE ON weather_days
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION weather_months_mark();
--> statement-breakpoint
CREATE TRIGGER weather_months_del AFTER DELETE ON weather_days
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION weather_months_mark();
--> statement-breakpoint
-- Existing data folders: every month of the days already stored, to be summed.
INSERT INTO weather_months (site_id, month, org_id, changed)
SELECT site_id, date_trunc('month', day)::date, max(org_id), nextval('weather_months_change')
  FROM weather_days GROUP BY site_id, date_trunc('month', day);
