CREATE TABLE "learner_stats" (
	"user_id" text PRIMARY KEY NOT NULL,
	"study_minutes" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
-- The totals of the study already credited: each session counts its whole active minutes.
INSERT INTO "learner_stats" ("user_id", "study_minutes")
SELECT "user_id", sum("active_seconds" / 60)::int FROM "study_sessions" GROUP BY "user_id";
