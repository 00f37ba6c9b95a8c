CREATE TABLE "arena_ledger" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"source_key" text NOT NULL,
	"kind" text NOT NULL,
	"quantity" integer DEFAULT 0 NOT NULL,
	"xp" integer DEFAULT 0 NOT NULL,
	"gems" integer DEFAULT 0 NOT NULL,
	"occurred_at" timestamp with time zone NOT NULL,
	"source_event_id" uuid,
	"recorded_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "arena_profiles" (
	"user_id" text PRIMARY KEY NOT NULL,
	"time_zone" text DEFAULT 'UTC' NOT NULL,
	"league_opted_out" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "challenge_runs" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"challenge_id" text NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"target_score" integer NOT NULL,
	"current_score" integer DEFAULT 0 NOT NULL,
	"xp_awarded" integer DEFAULT 0 NOT NULL,
	"completed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "event_outbox" (
	"id" uuid PRIMARY KEY NOT NULL,
	"seq" bigint GENERATED ALWAYS AS IDENTITY (sequence name "event_outbox_seq_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"type" text NOT NULL,
	"subject" text,
	"payload" jsonb NOT NULL,
	"occurred_at" timestamp with time zone DEFAULT clock_timestamp() NOT NULL,
	"dispatched_at" timestamp with time zone,
	CONSTRAINT "event_outbox_seq_unique" UNIQUE("seq")
);
--> statement-breakpoint
CREATE TABLE "event_outbox_deliveries" (
	"event_id" uuid NOT NULL,
	"subscriber" text NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"delivered_at" timestamp with time zone,
	"dead_at" timestamp with time zone,
	"last_error" text,
	CONSTRAINT "event_outbox_deliveries_event_id_subscriber_pk" PRIMARY KEY("event_id","subscriber")
);
--> statement-breakpoint
CREATE TABLE "league_members" (
	"week_start_day" date NOT NULL,
	"user_id" text NOT NULL,
	"league_id" integer NOT NULL,
	"tier" integer NOT NULL,
	"recent_xp" integer NOT NULL,
	"joined_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "league_members_week_start_day_user_id_pk" PRIMARY KEY("week_start_day","user_id")
);
--> statement-breakpoint
CREATE TABLE "quest_instances" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"quest_id" text NOT NULL,
	"week_start_day" date NOT NULL,
	"week_start_at" timestamp with time zone NOT NULL,
	"week_end_at" timestamp with time zone NOT NULL,
	"joined_at" timestamp with time zone NOT NULL,
	"current_progress" integer DEFAULT 0 NOT NULL,
	"completed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "streak_freezes" (
	"id" uuid PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"purchased_at" timestamp with time zone NOT NULL,
	"gems_spent" integer NOT NULL,
	"used_on" date
);
--> statement-breakpoint
ALTER TABLE "event_outbox_deliveries" ADD CONSTRAINT "event_outbox_deliveries_event_id_event_outbox_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."event_outbox"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "arena_ledger_source_key_idx" ON "arena_ledger" USING btree ("user_id","source_key");--> statement-breakpoint
CREATE INDEX "arena_ledger_user_time_idx" ON "arena_ledger" USING btree ("user_id","occurred_at");--> statement-breakpoint
CREATE INDEX "arena_ledger_time_idx" ON "arena_ledger" USING btree ("occurred_at");--> statement-breakpoint
CREATE UNIQUE INDEX "challenge_runs_one_active_idx" ON "challenge_runs" USING btree ("user_id","challenge_id") WHERE "challenge_runs"."status" = 'active';--> statement-breakpoint
CREATE INDEX "challenge_runs_user_idx" ON "challenge_runs" USING btree ("user_id","challenge_id","started_at");--> statement-breakpoint
CREATE INDEX "event_outbox_undispatched_idx" ON "event_outbox" USING btree ("seq") WHERE "event_outbox"."dispatched_at" is null;--> statement-breakpoint
CREATE INDEX "event_outbox_deliveries_pending_idx" ON "event_outbox_deliveries" USING btree ("subscriber") WHERE "event_outbox_deliveries"."delivered_at" is null and "event_outbox_deliveries"."dead_at" is null;--> statement-breakpoint
CREATE INDEX "league_members_league_idx" ON "league_members" USING btree ("week_start_day","league_id");--> statement-breakpoint
CREATE UNIQUE INDEX "quest_instances_once_idx" ON "quest_instances" USING btree ("user_id","quest_id","week_start_day");--> statement-breakpoint
CREATE INDEX "streak_freezes_user_idx" ON "streak_freezes" USING btree ("user_id");