-- The learning slice alone holds streak freezes (decision 027). Each freeze still held here is
-- announced to it once more as streak_freeze.purchased, in the outbox, before the table goes:
-- learning credits a freeze it has not received (one whose first announcement it never took) and
-- ignores one it already holds or has used, so no balance is lost and none is counted twice.
INSERT INTO "event_outbox" ("id", "type", "subject", "payload")
SELECT gen_random_uuid(), 'streak_freeze.purchased', "user_id",
       jsonb_build_object(
         'userId', "user_id",
         'freezeId', "id",
         'purchasedAt', to_char("purchased_at" AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'),
         'gemsSpent', "gems_spent"
       )
  FROM "streak_freezes"
 WHERE "used_on" IS NULL
 ORDER BY "purchased_at", "id";--> statement-breakpoint
DROP TABLE "streak_freezes" CASCADE;
