ALTER TABLE "orders" ADD COLUMN "granted" boolean DEFAULT false NOT NULL;--> statement-breakpoint
-- Orders paid before this column existed all granted the course (a second purchase was refused).
UPDATE "orders" SET "granted" = true WHERE "status" IN ('paid', 'refunded');
