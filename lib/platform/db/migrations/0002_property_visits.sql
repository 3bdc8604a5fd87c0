CREATE TABLE "property_visits" (
	"property_id" integer NOT NULL,
	"day" date NOT NULL,
	"count" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "property_visits_property_id_day_pk" PRIMARY KEY("property_id","day")
);
