import pg from 'pg';

/**
 * Seeds benchmark learners `bench-learner-<n>` into a learning database: progress on every
 * published module (a third completed), one study session per module, three learning actions per
 * module over the last 45 days, onboarding answers, a time zone and the running totals the
 * heartbeats keep. Idempotent per learner, so seeding 100 and then 10,000 adds the difference.
 *
 * Run alone: `tsx bench/seed-learners.ts <database URL> <learners>`.
 */
export async function seedLearners(databaseUrl: string, learners: number): Promise<{ learners: number; progressRows: number; seconds: number }> {
  const started = performance.now();
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ n: number }>(`select count(distinct user_id)::int as n from progress where user_id like 'bench-learner-%'`);
    const from = rows[0]?.n ?? 0;
    const batch = 2_000;
    for (let start = from; start < learners; start += batch) {
      const end = Math.min(learners, start + batch);
      await client.query('begin');
      const range = [start, end - 1];
      await client.query(
        `insert into progress (user_id, module_id, sections_completed, progress_percentage, completed, completed_at, quiz_completed, quiz_score, video_watched)
         select 'bench-learner-' || i, m.id, '[0, 1, 2]'::jsonb,
                case when (i + m.id) % 3 = 0 then 100 else 40 end,
                (i + m.id) % 3 = 0,
                case when (i + m.id) % 3 = 0 then now() - ((i + m.id) % 30) * interval '1 day' end,
                (i + m.id) % 3 = 0,
                case when (i + m.id) % 3 = 0 then 90 end,
                false
           from generate_series($1::int, $2::int) i cross join (select id from modules where is_published) m
         on conflict do nothing`,
        range,
      );
      await client.query(
        `insert into study_sessions (id, user_id, module_id, started_at, last_seen_at, active_seconds, elapsed_seconds, interactions, reported_active_seconds, reported_elapsed_seconds)
         select gen_random_uuid(), 'bench-learner-' || i, m.id, now() - ((i + m.id) % 40) * interval '1 day', now() - ((i + m.id) % 40) * interval '1 day' + interval '15 minutes',
                600 + (i % 7) * 60, 900, 12, 600 + (i % 7) * 60, 900
           from generate_series($1::int, $2::int) i cross join (select id from modules where is_published) m`,
        range,
      );
      await client.query(
        `insert into learning_activity (user_id, kind, module_id, occurred_at)
         select 'bench-learner-' || i, 'section', m.id, now() - ((i * 7 + m.id * 3 + k) % 45) * interval '1 day' - (m.id * k) * interval '7 minutes'
           from generate_series($1::int, $2::int) i cross join (select id from modules where is_published) m cross join generate_series(1, 3) k`,
        range,
      );
      await client.query(
        `insert into learner_stats (user_id, study_minutes)
         select user_id, sum(active_seconds / 60)::int from study_sessions
          where user_id in (select 'bench-learner-' || i from generate_series($1::int, $2::int) i) group by user_id
         on conflict (user_id) do update set study_minutes = excluded.study_minutes`,
        range,
      );
      await client.query(
        `insert into learner_quarter_minutes (user_id, quarter_start, minutes)
         select user_id, date_bin('15 minutes', started_at, timestamptz '2000-01-01 00:00:00+00'), sum(active_seconds / 60)::int from study_sessions
          where user_id in (select 'bench-learner-' || i from generate_series($1::int, $2::int) i) group by 1, 2
         on conflict (user_id, quarter_start) do update set minutes = excluded.minutes`,
        range,
      );
      await client.query(
        `insert into onboarding (user_id, data)
         select 'bench-learner-' || i, '{"businessType":"small_business","industryExperience":"intermediate","aiExperience":"basic","primaryGoals":["automate_tasks"],"teamSize":"6-20","monthlyRevenue":"50k-100k","learningPreference":"hands_on","timeCommitment":"3-5_hours"}'::jsonb
           from generate_series($1::int, $2::int) i
         on conflict do nothing`,
        range,
      );
      await client.query(
        `insert into learner_profiles (user_id, time_zone) select 'bench-learner-' || i, 'Europe/Berlin' from generate_series($1::int, $2::int) i on conflict do nothing`,
        range,
      );
      await client.query('commit');
    }
    await client.query('analyze');
    const count = await client.query<{ n: number }>(`select count(*)::int as n from progress where user_id like 'bench-learner-%'`);
    return { learners, progressRows: count.rows[0]?.n ?? 0, seconds: (performance.now() - started) / 1_000 };
  } finally {
    await client.end();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const [url, count] = process.argv.slice(2);
  if (!url || !count) {
    console.error('usage: tsx bench/seed-learners.ts <database URL> <learners>');
    process.exit(2);
  }
  const result = await seedLearners(url, Number(count));
  console.log(JSON.stringify(result));
}
