ALTER TABLE "visit_bookings" ADD COLUMN "origin_booking_id" uuid;--> statement-breakpoint
ALTER TABLE "visit_bookings" ADD COLUMN "moves" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "visit_slots" ADD COLUMN "crm_appointment_id" integer;--> statement-breakpoint
ALTER TABLE "visit_slots" ADD CONSTRAINT "visit_slots_crm_appointment" CHECK ("visit_slots"."crm_appointment_id" > 0);