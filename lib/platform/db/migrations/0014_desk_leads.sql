ALTER TABLE "submissions" ADD COLUMN "handled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "submissions" ADD COLUMN "handled_by" text;--> statement-breakpoint
CREATE INDEX "submissions_created_id" ON "submissions" USING btree ("created_at","id");