CREATE TABLE "visit_keys" (
	"key" text PRIMARY KEY NOT NULL,
	"property_id" integer NOT NULL,
	"day" date NOT NULL
);
--> statement-breakpoint
CREATE INDEX "visit_keys_day" ON "visit_keys" USING btree ("day");