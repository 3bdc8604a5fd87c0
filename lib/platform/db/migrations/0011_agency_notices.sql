CREATE TABLE "agency_notices" (
	"key" text PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"detail" text NOT NULL,
	"first_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	"mailed_at" timestamp with time zone,
	"resolved_at" timestamp with time zone
);
--> statement-breakpoint
CREATE INDEX "agency_notices_open" ON "agency_notices" USING btree ("kind","resolved_at");