CREATE TABLE "subscription_invoice_receipts" (
	"stripe_invoice_id" text PRIMARY KEY NOT NULL,
	"stripe_subscription_id" text NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "cancel_at_period_end" boolean DEFAULT false NOT NULL;