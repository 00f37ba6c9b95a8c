ALTER TABLE "quiz_attempts" ALTER COLUMN "score" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "quiz_attempts" ALTER COLUMN "passed" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "quiz_attempts" ALTER COLUMN "submitted_at" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "quiz_attempts" ALTER COLUMN "submitted_at" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "quiz_attempts" ADD COLUMN "status" text DEFAULT 'graded' NOT NULL;--> statement-breakpoint
ALTER TABLE "quiz_attempts" ADD COLUMN "started_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "quiz_attempts" ADD COLUMN "deadline" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "study_sessions" ADD COLUMN "reported_active_seconds" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "study_sessions" ADD COLUMN "reported_elapsed_seconds" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "quiz_attempts_one_open_idx" ON "quiz_attempts" USING btree ("user_id","module_id") WHERE "quiz_attempts"."status" = 'open';--> statement-breakpoint
UPDATE "quiz_attempts" SET "started_at" = "submitted_at" WHERE "submitted_at" IS NOT NULL;--> statement-breakpoint
UPDATE "study_sessions" SET "reported_active_seconds" = "active_seconds", "reported_elapsed_seconds" = "elapsed_seconds";
