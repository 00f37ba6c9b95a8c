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
ALTER TABLE "event_outbox_deliveries" ADD CONSTRAINT "event_outbox_deliveries_event_id_event_outbox_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."event_outbox"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "event_outbox_undispatched_idx" ON "event_outbox" USING btree ("seq") WHERE "event_outbox"."dispatched_at" is null;--> statement-breakpoint
CREATE INDEX "event_outbox_deliveries_pending_idx" ON "event_outbox_deliveries" USING btree ("subscriber") WHERE "event_outbox_deliveries"."delivered_at" is null and "event_outbox_deliveries"."dead_at" is null;