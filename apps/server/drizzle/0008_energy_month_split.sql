CREATE TABLE "energy_month_split" (
	"sensor_id" integer NOT NULL,
	"month" date NOT NULL,
	"org_id" integer NOT NULL,
	"op_kwh" double precision NOT NULL,
	"noh_kwh" double precision NOT NULL,
	"op_hours" double precision NOT NULL,
	"day_hours" double precision NOT NULL,
	"day_mask" integer NOT NULL,
	CONSTRAINT "energy_month_split_sensor_id_month_pk" PRIMARY KEY("sensor_id","month")
);
--> statement-breakpoint
CREATE INDEX "energy_month_split_org_idx" ON "energy_month_split" USING btree ("org_id","month");--> statement-breakpoint
CREATE INDEX "energy_meters_site_idx" ON "energy_meters" USING btree ("site_id","is_site_main");--> statement-breakpoint
-- energy_month_split follows energy_day_split: each statement's changed day rows, summed per sensor
-- and month as deltas (old rows subtracted, new rows added), in one upsert sorted by key.
CREATE FUNCTION energy_month_split_apply() RETURNS trigger LANGUAGE plpgsql AS $fn$
DECLARE
  -- Only the transition tables of this event exist, so the statements are made for it.
  src text := CASE TG_OP
    WHEN 'INSERT' THEN 'SELECT *, 1 AS sign FROM new_rows'
    WHEN 'DELETE' THEN 'SELECT *, -1 AS sign FROM old_rows'
    ELSE 'SELECT *, 1 AS sign FROM new_rows UNION ALL SELECT *, -1 AS sign FROM old_rows' END;
  -- Per sensor and day: the change of energy and of counted hours, and whether it has readings now.
  per_day text := format($q$
    SELECT sensor_id, day, max(org_id) AS org_id,
           sum(sign * op_kwh) AS op_kwh, sum(sign * noh_kwh) AS noh_kwh,
           sum(sign * op_hours) FILTER (WHERE op_count + noh_count > 0) AS op_hours,
           sum(sign * day_hours) FILTER (WHERE op_count + noh_count > 0) AS day_hours,
           bool_or(sign = 1 AND op_count + noh_count > 0) AS has_now
      FROM (%s) delta GROUP BY sensor_id, day$q$, src);
BEGIN
  EXECUTE format($q$
  INSERT INTO energy_month_split AS m (sensor_id, month, org_id, op_kwh, noh_kwh, op_hours, day_hours, day_mask)
  SELECT sensor_id, date_trunc('month', day)::date, max(org_id), sum(op_kwh), sum(noh_kwh),
         coalesce(sum(op_hours), 0), coalesce(sum(day_hours), 0),
         coalesce(bit_or(1 << (extract(day FROM day)::int - 1)) FILTER (WHERE has_now), 0)
    FROM (%s) d GROUP BY sensor_id, date_trunc('month', day) ORDER BY 1, 2
  ON CONFLICT (sensor_id, month) DO UPDATE SET
    op_kwh = m.op_kwh + excluded.op_kwh,
    noh_kwh = m.noh_kwh + excluded.noh_kwh,
    op_hours = m.op_hours + excluded.op_hours,
    day_hours = m.day_hours + excluded.day_hours,
    day_mask = m.day_mask | excluded.day_mask
  $q$, per_day);
  -- Days that lost their readings (a delete, a correction to no readings) leave the mask.
  IF TG_OP <> 'INSERT' THEN
    EXECUTE format($q$
    UPDATE energy_month_split m SET day_mask = m.day_mask & ~c.mask
      FROM (SELECT sensor_id, date_trunc('month', day)::date AS month,
                   bit_or(1 << (extract(day FROM day)::int - 1)) AS mask
              FROM (%s) d WHERE NOT has_now GROUP BY 1, 2) c
     WHERE m.sensor_id = c.sensor_id AND m.month = c.month
    $q$, per_day);
  END IF;
  RETURN NULL;
END
$fn$;
--> statement-breakpoint
CREATE TRIGGER energy_month_split_ins AFTER INSERT ON energy_day_split
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION energy_month_split_apply();
--> statement-breakpoint
CREATE TRIGGER energy_month_split_upd AFTER UPDATE ON energy_day_split
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION energy_month_split_apply();
--> statement-breakpoint
CREATE TRIGGER energy_month_split_del AFTER DELETE ON energy_day_split
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION energy_month_split_apply();
--> statement-breakpoint
-- Existing data folders: the months of the day rows already stored.
INSERT INTO energy_month_split (sensor_id, month, org_id, op_kwh, noh_kwh, op_hours, day_hours, day_mask)
SELECT sensor_id, date_trunc('month', day)::date, max(org_id), sum(op_kwh), sum(noh_kwh),
       coalesce(sum(op_hours) FILTER (WHERE op_count + noh_count > 0), 0),
       coalesce(sum(day_hours) FILTER (WHERE op_count + noh_count > 0), 0),
       coalesce(bit_or(1 << (extract(day FROM day)::int - 1)) FILTER (WHERE op_count + noh_count > 0), 0)
  FROM energy_day_split GROUP BY sensor_id, date_trunc('month', day);
