-- Page views get their own name, apart from visits (viewings): docs/decisions/0054. Renames only: no row
-- is rewritten and no index rebuilt.
ALTER TABLE "property_visits" RENAME TO "page_views";--> statement-breakpoint
ALTER TABLE "page_views" RENAME CONSTRAINT "property_visits_property_id_day_pk" TO "page_views_property_id_day_pk";--> statement-breakpoint
ALTER TABLE "visit_keys" RENAME TO "page_view_keys";--> statement-breakpoint
ALTER TABLE "page_view_keys" RENAME CONSTRAINT "visit_keys_pkey" TO "page_view_keys_pkey";--> statement-breakpoint
ALTER INDEX "visit_keys_day" RENAME TO "page_view_keys_day";
