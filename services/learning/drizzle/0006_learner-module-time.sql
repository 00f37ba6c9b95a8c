CREATE TABLE "learner_module_time" (
	"user_id" text NOT NULL,
	"module_id" integer NOT NULL,
	"active_seconds" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "learner_module_time_user_id_module_id_pk" PRIMARY KEY("user_id","module_id")
);
--> statement-breakpoint
ALTER TABLE "learner_module_time" ADD CONSTRAINT "learner_module_time_module_id_modules_id_fk" FOREIGN KEY ("module_id") REFERENCES "public"."modules"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
-- The time already credited: each module's sessions, summed once.
INSERT INTO "learner_module_time" ("user_id", "module_id", "active_seconds")
SELECT "user_id", "module_id", sum("active_seconds")::int FROM "study_sessions" GROUP BY "user_id", "module_id";
