CREATE TABLE "learner_quarter_minutes" (
	"user_id" text NOT NULL,
	"quarter_start" timestamp with time zone NOT NULL,
	"minutes" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "learner_quarter_minutes_user_id_quarter_start_pk" PRIMARY KEY("user_id","quarter_start")
);
--> statement-breakpoint
-- The minutes already credited: each session's whole minutes, in the quarter hour it started.
INSERT INTO "learner_quarter_minutes" ("user_id", "quarter_start", "minutes")
SELECT "user_id", date_bin('15 minutes', "started_at", timestamptz '2000-01-01 00:00:00+00'), sum("active_seconds" / 60)::int
FROM "study_sessions" GROUP BY 1, 2 HAVING sum("active_seconds" / 60) > 0;
