CREATE TABLE "streak_freezes" (
	"id" uuid PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"purchased_at" timestamp with time zone NOT NULL,
	"used_on" date
);
--> statement-breakpoint
CREATE INDEX "streak_freezes_user_idx" ON "streak_freezes" USING btree ("user_id");