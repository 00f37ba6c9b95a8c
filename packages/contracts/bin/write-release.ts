// Writes a release snapshot of the contracts: `npm run contracts:release -- <name>` (decision 038).
// Refuses an existing name, and contracts that break the last release.
import { contractBreaks, describeBreak } from '../src/contract-compatibility.ts';
import { buildReleaseSnapshot } from '../src/release-snapshot.ts';
import { lastRelease, writeRelease } from '../src/releases.ts';

const name = process.argv[2];
if (!name) {
  console.error('Usage: npm run contracts:release -- <name>   (e.g. 2026-11-26)');
  process.exit(1);
}
const snapshot = buildReleaseSnapshot(name);
const last = lastRelease();
const breaks = last ? contractBreaks(last, snapshot) : [];
if (breaks.length) {
  console.error(`The contracts break the last release (${last!.name}); make each breaking change a new operation instead:`);
  for (const item of breaks) console.error(`  ${describeBreak(item)}`);
  process.exit(1);
}
try {
  console.log(`Wrote ${writeRelease(snapshot)}`);
} catch (error) {
  console.error((error as Error).message);
  process.exit(1);
}
