CREATE TABLE "certificates" (
	"id" uuid PRIMARY KEY NOT NULL,
	"user_id" text,
	"course_id" text NOT NULL,
	"modules" jsonb NOT NULL,
	"issued_at" timestamp with time zone NOT NULL,
	"learner_name" text,
	"credential" text,
	"revoked_at" timestamp with time zone,
	"revocation_reason" text
);
--> statement-breakpoint
CREATE UNIQUE INDEX "certificates_user_course_idx" ON "certificates" USING btree ("user_id","course_id");