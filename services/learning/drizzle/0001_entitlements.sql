CREATE TABLE "entitlements" (
	"user_id" text NOT NULL,
	"product_id" text NOT NULL,
	"granted_at" timestamp with time zone NOT NULL,
	"reason" text NOT NULL,
	CONSTRAINT "entitlements_user_id_product_id_pk" PRIMARY KEY("user_id","product_id")
);
