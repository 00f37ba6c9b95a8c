CREATE TABLE "learner_names" (
	"user_id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"named_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
-- The names this service already holds: each learner's latest signed certificate's, else the one they gave in onboarding.
INSERT INTO "learner_names" ("user_id", "name", "named_at")
SELECT DISTINCT ON ("user_id") "user_id", "learner_name", "issued_at" FROM "certificates"
WHERE "user_id" IS NOT NULL AND "learner_name" IS NOT NULL
ORDER BY "user_id", "issued_at" DESC;--> statement-breakpoint
INSERT INTO "learner_names" ("user_id", "name", "named_at")
SELECT "user_id", concat_ws(' ', nullif(trim("data"->>'firstName'), ''), nullif(trim("data"->>'lastName'), '')), "completed_at" FROM "onboarding"
WHERE coalesce(trim("data"->>'firstName'), '') <> '' OR coalesce(trim("data"->>'lastName'), '') <> ''
ON CONFLICT ("user_id") DO NOTHING;
