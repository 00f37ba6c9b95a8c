CREATE TABLE "course_search_entries" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"module_id" integer,
	"section_index" integer,
	"file" text,
	"title" text NOT NULL,
	"body" text NOT NULL,
	"document" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('english', title), 'A') || setweight(to_tsvector('english', body), 'B')) STORED NOT NULL
);
--> statement-breakpoint
CREATE INDEX "course_search_entries_document_idx" ON "course_search_entries" USING gin ("document");