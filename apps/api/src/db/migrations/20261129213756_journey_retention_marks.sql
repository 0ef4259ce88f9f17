CREATE TABLE "journey_retention_marks" (
	"id" smallint PRIMARY KEY NOT NULL,
	"forgotten_before" timestamp with time zone NOT NULL
);
