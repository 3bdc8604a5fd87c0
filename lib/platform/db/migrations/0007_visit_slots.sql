CREATE TABLE "visit_bookings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"slot_id" integer NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"phone" text,
	"lang" text NOT NULL,
	"status" text DEFAULT 'booked' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"cancelled_at" timestamp with time zone,
	"reminder_sent_at" timestamp with time zone,
	CONSTRAINT "visit_bookings_status" CHECK ("visit_bookings"."status" in ('booked', 'cancelled')),
	CONSTRAINT "visit_bookings_cancelled" CHECK (("visit_bookings"."status" = 'cancelled') = ("visit_bookings"."cancelled_at" is not null)),
	CONSTRAINT "visit_bookings_lang" CHECK ("visit_bookings"."lang" in ('nl', 'fr', 'en', 'de')),
	CONSTRAINT "visit_bookings_email_lower" CHECK ("visit_bookings"."email" = lower("visit_bookings"."email"))
);
--> statement-breakpoint
CREATE TABLE "visit_slots" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "visit_slots_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"property_id" integer,
	"project_id" integer,
	"starts_at" timestamp with time zone NOT NULL,
	"minutes" integer NOT NULL,
	"capacity" integer NOT NULL,
	"label" text,
	"agent_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"cancelled_at" timestamp with time zone,
	CONSTRAINT "visit_slots_one_subject" CHECK (num_nonnulls("visit_slots"."property_id", "visit_slots"."project_id") = 1),
	CONSTRAINT "visit_slots_minutes" CHECK ("visit_slots"."minutes" between 5 and 480),
	CONSTRAINT "visit_slots_capacity" CHECK ("visit_slots"."capacity" between 1 and 500)
);
--> statement-breakpoint
ALTER TABLE "visit_bookings" ADD CONSTRAINT "visit_bookings_slot_id_visit_slots_id_fk" FOREIGN KEY ("slot_id") REFERENCES "public"."visit_slots"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "visit_bookings_slot" ON "visit_bookings" USING btree ("slot_id","status");--> statement-breakpoint
CREATE INDEX "visit_bookings_email" ON "visit_bookings" USING btree ("email");--> statement-breakpoint
CREATE UNIQUE INDEX "visit_bookings_once" ON "visit_bookings" USING btree ("slot_id","email") WHERE "visit_bookings"."status" = 'booked';--> statement-breakpoint
CREATE INDEX "visit_slots_property_start" ON "visit_slots" USING btree ("property_id","starts_at");--> statement-breakpoint
CREATE INDEX "visit_slots_project_start" ON "visit_slots" USING btree ("project_id","starts_at");--> statement-breakpoint
CREATE INDEX "visit_slots_start" ON "visit_slots" USING btree ("starts_at");