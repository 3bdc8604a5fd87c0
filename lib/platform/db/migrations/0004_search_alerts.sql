CREATE TABLE "alerts_sent" (
	"search_id" uuid NOT NULL,
	"property_id" integer NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "alerts_sent_search_id_property_id_pk" PRIMARY KEY("search_id","property_id")
);
--> statement-breakpoint
CREATE TABLE "catalogue_snapshot" (
	"property_id" integer PRIMARY KEY NOT NULL,
	"price" bigint,
	"appeared_at" timestamp with time zone,
	"price_lowered_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "searches" ADD COLUMN "last_alert_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "alerts_sent" ADD CONSTRAINT "alerts_sent_search_id_searches_id_fk" FOREIGN KEY ("search_id") REFERENCES "public"."searches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "catalogue_snapshot_appeared" ON "catalogue_snapshot" USING btree ("appeared_at");--> statement-breakpoint
CREATE INDEX "catalogue_snapshot_lowered" ON "catalogue_snapshot" USING btree ("price_lowered_at");