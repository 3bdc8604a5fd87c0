-- A pushing CRM's webhook calls, queued until a sync reads them, and our integer ids for its own ids (SweepBright's
-- UUIDs), from 1,000,000: lib/platform/dal/crm-webhooks.ts.
CREATE TABLE "crm_ids" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "crm_ids_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1000000 CACHE 1),
	"crm" text NOT NULL,
	"external_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "crm_webhook_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"crm" text NOT NULL,
	"estate_id" text NOT NULL,
	"event" text NOT NULL,
	"happened_at" timestamp with time zone,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"claim" uuid,
	"claimed_until" timestamp with time zone,
	"attempts" integer DEFAULT 0 NOT NULL,
	"last_error" text,
	"done_at" timestamp with time zone,
	CONSTRAINT "crm_webhook_events_status" CHECK ("crm_webhook_events"."status" in ('pending', 'done', 'failed')),
	CONSTRAINT "crm_webhook_events_event" CHECK ("crm_webhook_events"."event" in ('estate-added', 'estate-updated', 'estate-deleted'))
);
--> statement-breakpoint
CREATE UNIQUE INDEX "crm_ids_external" ON "crm_ids" USING btree ("crm","external_id");--> statement-breakpoint
CREATE UNIQUE INDEX "crm_webhook_events_coalesce" ON "crm_webhook_events" USING btree ("crm","estate_id") WHERE "crm_webhook_events"."status" = 'pending' and "crm_webhook_events"."claim" is null;--> statement-breakpoint
CREATE INDEX "crm_webhook_events_due" ON "crm_webhook_events" USING btree ("crm","status","received_at");