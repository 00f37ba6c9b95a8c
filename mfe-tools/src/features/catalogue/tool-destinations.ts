/** Where an internal tool lives in the academy, by the tool's name in the catalogue. */
const destinations: Readonly<Record<string, string>> = {
  'ROI Calculator Pro': '/roi-calculator',
  'A/B Test Optimizer': '/ab-test-optimizer',
  'Lead Score Calculator': '/lead-score-calculator',
  'Customer Lifetime Value Predictor': '/clv-predictor',
  'Conversion Rate Analyzer': '/conversion-analyzer',
};

export function internalToolPath(toolName: string): string | null {
  return destinations[toolName] ?? null;
}
