import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import {
  businessImpactListResponseSchema,
  businessImpactMetricSchema,
  errorEnvelopeSchema,
  roiCalculationListResponseSchema,
  roiCalculationSchema,
} from '@academy/contracts';
import type { RunningServer } from '@academy/service-kit';
import { createTestDatabase, startIdentityProcess, type IdentityProcess, type TestDatabase } from '@academy/test-kit';
import { toolsConfigSchema } from '../src/config.ts';
import { createToolsService } from '../src/http/server.ts';

let database: TestDatabase;
let identity: IdentityProcess;
let server: RunningServer;
let sql: pg.Pool;
let owner: string;
let other: string;

async function call(method: string, url: string, cookie: string | undefined, body?: unknown) {
  const response = await fetch(`${server.url}${url}`, {
    method,
    headers: { ...(cookie ? { cookie } : {}), ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  return { status: response.status, json: text ? (JSON.parse(text) as unknown) : null };
}

async function count(table: 'business_impact_metrics' | 'roi_calculations'): Promise<number> {
  const { rows } = await sql.query<{ n: string }>(`select count(*) as n from ${table}`);
  return Number(rows[0]?.n ?? 0);
}

beforeAll(async () => {
  database = await createTestDatabase(inject('postgresAdminUrl'), 'tools');
  identity = await startIdentityProcess(inject('postgresAdminUrl'));
  server = await (
    await createToolsService(toolsConfigSchema.parse({ PORT: '0', DATABASE_URL: database.url, LOG_LEVEL: 'silent', IDENTITY_URL: identity.url }))
  ).start();
  sql = new pg.Pool({ connectionString: database.url });
  owner = await identity.signIn('owner');
  other = await identity.signIn('free');
});

afterAll(async () => {
  await sql?.end();
  await server?.stop();
  await identity?.stop();
  await database?.drop();
});

describe('POST /api/business-impact', () => {
  it('computes the improvement percentage itself, ignoring the one the client sends', async () => {
    const created = await call('POST', '/api/business-impact', owner, {
      metricType: 'revenue',
      baselineValue: 20000,
      currentValue: 25000,
      improvementPercentage: 999,
      attributedModules: [1, 2, 2],
    });
    expect(created.status).toBe(201);
    const metric = businessImpactMetricSchema.parse(created.json);
    expect(metric).toMatchObject({ metricType: 'revenue', baselineValue: 20000, currentValue: 25000, improvementPercentage: 25, attributedModules: [1, 2] });
    const { rows } = await sql.query('select improvement_percentage from business_impact_metrics where id = $1', [metric.id]);
    expect(rows[0]).toEqual({ improvement_percentage: 25 });
  });

  it('without a baseline, the improvement is 0', async () => {
    const created = await call('POST', '/api/business-impact', owner, { metricType: 'efficiency', currentValue: 12 });
    expect(businessImpactMetricSchema.parse(created.json)).toMatchObject({ baselineValue: null, improvementPercentage: 0, attributedModules: [] });
  });

  it('bad input is a 400 naming the field, and nothing is written', async () => {
    const before = await count('business_impact_metrics');
    for (const body of [
      { metricType: 'happiness', currentValue: 1 },
      { metricType: 'revenue', currentValue: 'lots' },
      { metricType: 'revenue', currentValue: 1e13 },
      { metricType: 'revenue', currentValue: 5, attributedModules: [-1] },
    ]) {
      const response = await call('POST', '/api/business-impact', owner, body);
      expect(response.status).toBe(400);
      expect(errorEnvelopeSchema.parse(response.json).error.code).toBe('VALIDATION_FAILED');
    }
    expect(await count('business_impact_metrics')).toBe(before);
  });

  it('signed out, answers 401 and writes nothing', async () => {
    const before = await count('business_impact_metrics');
    const response = await call('POST', '/api/business-impact', undefined, { metricType: 'revenue', currentValue: 1 });
    expect(response.status).toBe(401);
    expect(await count('business_impact_metrics')).toBe(before);
  });
});

describe('business-impact metrics belong to their owner', () => {
  it('another learner neither reads, changes nor deletes them', async () => {
    const mine = businessImpactMetricSchema.parse(
      (await call('POST', '/api/business-impact', owner, { metricType: 'conversion_rate', baselineValue: 2, currentValue: 3 })).json,
    );

    const theirList = businessImpactListResponseSchema.parse((await call('GET', '/api/business-impact', other)).json);
    expect(theirList.map((m) => m.id)).not.toContain(mine.id);
    const ownList = businessImpactListResponseSchema.parse((await call('GET', '/api/business-impact', owner)).json);
    expect(ownList[0]?.id).toBe(mine.id);

    const put = await call('PUT', `/api/business-impact/${mine.id}`, other, { metricType: 'revenue', baselineValue: 1, currentValue: 1000 });
    expect(put.status).toBe(404);
    expect(errorEnvelopeSchema.parse(put.json).error.code).toBe('TOOLS_METRIC_NOT_FOUND');
    const del = await call('DELETE', `/api/business-impact/${mine.id}`, other);
    expect(del.status).toBe(404);

    const { rows } = await sql.query('select metric_type, current_value from business_impact_metrics where id = $1', [mine.id]);
    expect(rows).toEqual([{ metric_type: 'conversion_rate', current_value: 3 }]);
  });

  it('the owner replaces one (the percentage recomputed) and deletes it', async () => {
    const mine = businessImpactMetricSchema.parse(
      (await call('POST', '/api/business-impact', owner, { metricType: 'revenue', baselineValue: 100, currentValue: 110 })).json,
    );
    const put = await call('PUT', `/api/business-impact/${mine.id}`, owner, {
      metricType: 'revenue',
      baselineValue: 100,
      currentValue: 150,
      improvementPercentage: 1,
    });
    expect(put.status).toBe(200);
    expect(businessImpactMetricSchema.parse(put.json)).toMatchObject({ id: mine.id, currentValue: 150, improvementPercentage: 50 });
    expect((await call('DELETE', `/api/business-impact/${mine.id}`, owner)).status).toBe(204);
    expect((await sql.query('select 1 from business_impact_metrics where id = $1', [mine.id])).rowCount).toBe(0);
  });

  it('an id that is not a positive whole number is a 400', async () => {
    const response = await call('DELETE', '/api/business-impact/abc', owner);
    expect(response.status).toBe(400);
    expect(errorEnvelopeSchema.parse(response.json).error.code).toBe('TOOLS_INVALID_ID');
  });
});

describe('ROI calculations', () => {
  it('POST computes the ROI percentage itself and applies the default method', async () => {
    const created = await call('POST', '/api/roi-calculations', owner, { investmentAmount: 1000, timeInvested: 20, projectedReturn: 2500, roiPercentage: 5 });
    expect(created.status).toBe(201);
    expect(roiCalculationSchema.parse(created.json)).toMatchObject({
      investmentAmount: 1000,
      timeInvested: 20,
      projectedReturn: 2500,
      roiPercentage: 150,
      calculationMethod: 'learning_time',
      actualReturn: null,
    });
  });

  it('with no investment the ROI is 0, not infinity', async () => {
    const created = await call('POST', '/api/roi-calculations', owner, {
      investmentAmount: 0,
      timeInvested: 1,
      projectedReturn: 10,
      calculationMethod: 'cost_savings',
    });
    expect(roiCalculationSchema.parse(created.json)).toMatchObject({ roiPercentage: 0, calculationMethod: 'cost_savings' });
  });

  it('bad input is a 400 and nothing is written', async () => {
    const before = await count('roi_calculations');
    for (const body of [
      { investmentAmount: -1, timeInvested: 1, projectedReturn: 1 },
      { investmentAmount: 1, timeInvested: 1.5, projectedReturn: 1 },
      { investmentAmount: 1, timeInvested: 1, projectedReturn: 1, calculationMethod: 'magic' },
      {},
    ]) {
      expect((await call('POST', '/api/roi-calculations', owner, body)).status).toBe(400);
    }
    expect(await count('roi_calculations')).toBe(before);
  });

  it('are scoped to their owner: another learner neither lists, changes nor deletes them; the owner can', async () => {
    const mine = roiCalculationSchema.parse(
      (await call('POST', '/api/roi-calculations', owner, { investmentAmount: 500, timeInvested: 4, projectedReturn: 600 })).json,
    );
    const theirs = roiCalculationListResponseSchema.parse((await call('GET', '/api/roi-calculations', other)).json);
    expect(theirs.map((c) => c.id)).not.toContain(mine.id);
    expect((await call('PUT', `/api/roi-calculations/${mine.id}`, other, { investmentAmount: 1, timeInvested: 1, projectedReturn: 1 })).status).toBe(404);
    expect((await call('DELETE', `/api/roi-calculations/${mine.id}`, other)).status).toBe(404);

    const put = await call('PUT', `/api/roi-calculations/${mine.id}`, owner, {
      investmentAmount: 500,
      timeInvested: 4,
      projectedReturn: 1000,
      actualReturn: 800,
    });
    expect(roiCalculationSchema.parse(put.json)).toMatchObject({ roiPercentage: 100, actualReturn: 800 });
    expect((await call('DELETE', `/api/roi-calculations/${mine.id}`, owner)).status).toBe(204);
    expect((await call('DELETE', `/api/roi-calculations/${mine.id}`, owner)).status).toBe(404);
  });

  it('signed out, GET answers 401', async () => {
    expect((await call('GET', '/api/roi-calculations', undefined)).status).toBe(401);
    expect((await call('GET', '/api/business-impact', undefined)).status).toBe(401);
  });
});

describe('PUT and DELETE of a metric or a calculation', () => {
  it('a replacement with bad input is a 400 naming the field, and the row stays as it was', async () => {
    const metric = businessImpactMetricSchema.parse(
      (await call('POST', '/api/business-impact', owner, { metricType: 'revenue', baselineValue: 100, currentValue: 120 })).json,
    );
    const refused = await call('PUT', `/api/business-impact/${metric.id}`, owner, { metricType: 'revenue', baselineValue: 100, currentValue: 'lots' });
    expect(refused.status).toBe(400);
    expect(JSON.stringify(errorEnvelopeSchema.parse(refused.json).error.details)).toContain('currentValue');
    expect((await sql.query('select current_value, improvement_percentage from business_impact_metrics where id = $1', [metric.id])).rows).toEqual([
      { current_value: 120, improvement_percentage: 20 },
    ]);

    const calculation = roiCalculationSchema.parse(
      (await call('POST', '/api/roi-calculations', owner, { investmentAmount: 100, timeInvested: 1, projectedReturn: 300 })).json,
    );
    const refusedRoi = await call('PUT', `/api/roi-calculations/${calculation.id}`, owner, { investmentAmount: -5, timeInvested: 1, projectedReturn: 300 });
    expect(refusedRoi.status).toBe(400);
    expect((await sql.query('select investment_amount, roi_percentage from roi_calculations where id = $1', [calculation.id])).rows).toEqual([
      { investment_amount: 100, roi_percentage: 200 },
    ]);
  });

  it('signed out, PUT and DELETE answer 401 and change nothing', async () => {
    const calculation = roiCalculationSchema.parse(
      (await call('POST', '/api/roi-calculations', owner, { investmentAmount: 100, timeInvested: 1, projectedReturn: 300 })).json,
    );
    expect((await call('PUT', `/api/roi-calculations/${calculation.id}`, undefined, { investmentAmount: 1, timeInvested: 1, projectedReturn: 1 })).status).toBe(
      401,
    );
    expect((await call('DELETE', `/api/roi-calculations/${calculation.id}`, undefined)).status).toBe(401);
    expect((await call('DELETE', `/api/business-impact/${calculation.id}`, undefined)).status).toBe(401);
    expect((await sql.query('select investment_amount from roi_calculations where id = $1', [calculation.id])).rows).toEqual([{ investment_amount: 100 }]);
  });
});
