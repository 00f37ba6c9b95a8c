CREATE TABLE "modules" (
	"id" integer PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"title" text NOT NULL,
	"description" text NOT NULL,
	"category" text NOT NULL,
	"difficulty" text NOT NULL,
	"estimated_minutes" integer NOT NULL,
	"image_url" text,
	"video_url" text,
	"video_thumbnail" text,
	"learning_objectives" jsonb NOT NULL,
	"sections" jsonb NOT NULL,
	"quiz" jsonb,
	"is_published" boolean DEFAULT true NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "modules_slug_unique" UNIQUE("slug")
);
