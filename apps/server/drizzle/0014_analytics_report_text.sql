ALTER TABLE "analytics_reports" ALTER COLUMN "data" SET DATA TYPE text;--> statement-breakpoint
-- Results are stored as written: out of line and uncompressed (pglz took 100 ms for 10 MB).
ALTER TABLE "analytics_reports" ALTER COLUMN "data" SET STORAGE EXTERNAL;
