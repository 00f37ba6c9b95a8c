CREATE TABLE "business_impact_metrics" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"metric_type" text NOT NULL,
	"baseline_value" double precision,
	"current_value" double precision NOT NULL,
	"improvement_percentage" double precision NOT NULL,
	"attributed_modules" integer[] DEFAULT '{}' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "roi_calculations" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"investment_amount" double precision NOT NULL,
	"time_invested" integer NOT NULL,
	"projected_return" double precision NOT NULL,
	"actual_return" double precision,
	"roi_percentage" double precision NOT NULL,
	"calculation_method" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "business_impact_metrics_user_idx" ON "business_impact_metrics" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "roi_calculations_user_idx" ON "roi_calculations" USING btree ("user_id","created_at");