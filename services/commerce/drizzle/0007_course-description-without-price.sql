-- The course offer's price is the plan's price alone: the description seeded with the price written
-- into it ("sold once for $89") went stale when an administrator changed the price. A description
-- an administrator already rewrote is left as it is.
UPDATE "subscription_plans" SET "description" = 'The complete course with lifetime access, sold once.' WHERE "id" = 'lifetime-access' AND "description" = 'The complete course with lifetime access, sold once for $89.';
