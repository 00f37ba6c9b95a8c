/*
 * Grafana's dashboard model, as much of it as the dashboards use: one function per panel kind, a
 * row of panels, and a dashboard that lays its rows out on Grafana's 24-column grid and numbers
 * every panel. Everything is plain data; render.ts writes it as JSON.
 */

export interface DatasourceRef {
  type: string;
  uid: string;
}

/** The provisioned data sources (provisioning.ts): every panel queries Prometheus by this reference. */
export const prometheusDatasource = { type: 'prometheus', uid: 'academy-prometheus' } as const satisfies DatasourceRef;
export const traceDatasource = { type: 'jaeger', uid: 'academy-jaeger' } as const satisfies DatasourceRef;

export type Unit = 'reqps' | 'ops' | 's' | 'percentunit' | 'short' | 'bytes' | 'percent';

export interface Query {
  expr: string;
  /** The series' name in the legend: `{{status}}`. */
  legend: string;
}

export interface Panel {
  kind: 'timeseries' | 'stat';
  title: string;
  description: string;
  queries: readonly Query[];
  unit: Unit;
  /** Columns of 24. */
  width: number;
  height: number;
  /** Stat panels: the value from which it turns red (and from which amber, when given). */
  thresholds?: { red: number; amber?: number } | undefined;
  /** Timeseries: series stacked (parts of one whole). */
  stacked?: boolean | undefined;
}

export interface Row {
  title: string;
  /** A collapsed row keeps its panels folded until it is opened (the per-operation rows). */
  collapsed: boolean;
  panels: readonly Panel[];
}

export interface DashboardSpec {
  uid: string;
  title: string;
  description: string;
  tags: readonly string[];
  rows: readonly Row[];
}

export function timeseries(
  title: string,
  description: string,
  unit: Unit,
  queries: readonly Query[],
  options: { width?: number; stacked?: boolean } = {},
): Panel {
  return { kind: 'timeseries', title, description, queries, unit, width: options.width ?? 12, height: 8, stacked: options.stacked };
}

export function stat(title: string, description: string, unit: Unit, query: Query, thresholds?: { red: number; amber?: number }): Panel {
  return { kind: 'stat', title, description, queries: [query], unit, width: 6, height: 4, thresholds };
}

export const query = (expr: string, legend: string): Query => ({ expr, legend });

/** The dashboard's JSON model (schemaVersion 39: Grafana 10.4 and later read it). */
export function renderDashboard(spec: DashboardSpec): Record<string, unknown> {
  let nextId = 1;
  let y = 0;
  const panels: Record<string, unknown>[] = [];
  for (const row of spec.rows) {
    const rowPanel: Record<string, unknown> = { id: nextId++, type: 'row', title: row.title, collapsed: row.collapsed, gridPos: { h: 1, w: 24, x: 0, y } };
    y += 1;
    const laidOut: Record<string, unknown>[] = [];
    let x = 0;
    let rowHeight = 0;
    for (const panel of row.panels) {
      if (x + panel.width > 24) {
        y += rowHeight;
        x = 0;
        rowHeight = 0;
      }
      laidOut.push(renderPanel(panel, nextId++, { h: panel.height, w: panel.width, x, y }));
      x += panel.width;
      rowHeight = Math.max(rowHeight, panel.height);
    }
    if (row.collapsed) {
      // Folded: its panels are laid out below it for when it is opened; the next row follows at once.
      panels.push({ ...rowPanel, panels: laidOut });
      y = (rowPanel.gridPos as { y: number }).y + 1;
    } else {
      y += rowHeight;
      panels.push({ ...rowPanel, panels: [] }, ...laidOut);
    }
  }
  return {
    uid: spec.uid,
    title: spec.title,
    description: spec.description,
    tags: spec.tags,
    editable: false,
    graphTooltip: 1,
    schemaVersion: 39,
    version: 1,
    time: { from: 'now-6h', to: 'now' },
    refresh: '30s',
    timezone: 'browser',
    annotations: { list: [] },
    templating: { list: [] },
    links: [{ title: 'Academy dashboards', type: 'dashboards', tags: ['academy'], asDropdown: true, keepTime: true, includeVars: false, targetBlank: false }],
    panels,
  };
}

function renderPanel(panel: Panel, id: number, gridPos: { h: number; w: number; x: number; y: number }): Record<string, unknown> {
  const targets = panel.queries.map((q, index) => ({
    refId: String.fromCharCode(65 + index),
    datasource: prometheusDatasource,
    expr: q.expr,
    legendFormat: q.legend,
    range: true,
  }));
  const base = { id, type: panel.kind, title: panel.title, description: panel.description, datasource: prometheusDatasource, gridPos, targets };
  if (panel.kind === 'stat') {
    const steps: { color: string; value: number | null }[] = [{ color: 'green', value: null }];
    if (panel.thresholds?.amber !== undefined) steps.push({ color: 'orange', value: panel.thresholds.amber });
    if (panel.thresholds) steps.push({ color: 'red', value: panel.thresholds.red });
    return {
      ...base,
      fieldConfig: { defaults: { unit: panel.unit, thresholds: { mode: 'absolute', steps }, color: { mode: 'thresholds' } }, overrides: [] },
      options: {
        reduceOptions: { calcs: ['lastNotNull'], fields: '', values: false },
        colorMode: 'value',
        graphMode: 'area',
        justifyMode: 'auto',
        textMode: 'auto',
      },
    };
  }
  return {
    ...base,
    fieldConfig: {
      defaults: {
        unit: panel.unit,
        min: 0,
        color: { mode: 'palette-classic' },
        custom: {
          lineWidth: 1,
          fillOpacity: panel.stacked ? 30 : 10,
          showPoints: 'never',
          ...(panel.stacked ? { stacking: { mode: 'normal', group: 'A' } } : {}),
        },
      },
      overrides: [],
    },
    options: { legend: { displayMode: 'list', placement: 'bottom', showLegend: true }, tooltip: { mode: 'multi', sort: 'desc' } },
  };
}
