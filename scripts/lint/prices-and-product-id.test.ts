import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/*
 * One source for the course's price and one home for the product id (issue 21, item 6). The price is
 * the commerce catalogue's (services/commerce, its plans, changed by administrators in Pricing
 * Management): a page, the mentor, a meta description or a fallback that writes it down goes stale
 * the day it changes. The product id is written once, in packages/contracts/src/products.ts.
 */

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** The folders whose code a learner or visitor reads, or that names the product. */
const SCANNED = ['shell', 'mfe-learning', 'mfe-tools', 'mfe-commerce', 'mfe-backoffice', 'services', 'packages', 'gateway', 'dev'];
const SOURCE = /\.(ts|tsx|js|mjs|cjs|html)$/;
const SKIPPED_DIRECTORIES = new Set(['node_modules', 'dist', 'test', 'tests', 'fixtures', '.data', 'test-results', 'playwright-report', 'coverage']);
const TEST_FILE = /\.(test|spec)\.tsx?$/;

/** The catalogue's owner: the only place the price is written (its seed of the plans, content/plans.yaml). */
const CATALOGUE_OWNER = 'services/commerce/';
const PRODUCT_ID_HOME = 'packages/contracts/src/products.ts';

async function sourceFiles(): Promise<string[]> {
  const found: string[] = [];
  async function walk(relative: string): Promise<void> {
    let entries;
    try {
      entries = await readdir(path.join(repoRoot, relative), { withFileTypes: true });
    } catch {
      return;
    }
    for (const entry of entries) {
      const child = `${relative}/${entry.name}`;
      if (entry.isDirectory()) {
        if (!SKIPPED_DIRECTORIES.has(entry.name)) await walk(child);
      } else if (SOURCE.test(entry.name) && !TEST_FILE.test(entry.name)) {
        found.push(child);
      }
    }
  }
  for (const folder of SCANNED) await walk(folder);
  return found;
}

/** The course offer's seeded price in whole dollars, as the catalogue's seed has it. */
async function seededCoursePrice(): Promise<number> {
  const plans = await readFile(path.join(repoRoot, 'services/commerce/content/plans.yaml'), 'utf8');
  const course = plans.split(/^- /m).find((entry) => /^id: lifetime-access$/m.test(entry));
  const cents = Number(/^\s*price: (\d+)$/m.exec(course ?? '')?.[1]);
  if (!Number.isInteger(cents) || cents <= 0) throw new Error('services/commerce/content/plans.yaml: no price for the course offer');
  return cents / 100;
}

/** Lines of `text` that match `pattern`, as 'file:line: text'. */
function matchingLines(file: string, text: string, pattern: RegExp): string[] {
  return text.split('\n').flatMap((line, index) => (pattern.test(line) ? [`${file}:${index + 1}: ${line.trim().slice(0, 160)}`] : []));
}

const files = await sourceFiles();
const texts = new Map(await Promise.all(files.map(async (file) => [file, await readFile(path.join(repoRoot, file), 'utf8')] as const)));

describe('the course price has one source: the commerce catalogue', () => {
  it('scans the front ends, services and packages', () => {
    // A scan that found nothing would pass whatever the code says.
    expect(files).toContain('shell/src/pages/landing-page.tsx');
    expect(files).toContain('mfe-commerce/src/features/pricing/offer-card.tsx');
    expect(files.length).toBeGreaterThan(300);
  });

  it("no source outside commerce writes the catalogue's course price", async () => {
    const dollars = await seededCoursePrice();
    // '$89', '$89.00', '89 USD' and the like, not '$890' or '$8,900'.
    const price = new RegExp(`\\$\\s?${dollars}(?![\\d,])|\\b${dollars}(\\.00)?\\s?(USD|dollars)\\b`, 'i');
    const found = [...texts].filter(([file]) => !file.startsWith(CATALOGUE_OWNER)).flatMap(([file, text]) => matchingLines(file, text, price));
    expect(found).toEqual([]);
  });

  it('no source outside commerce states a price for the one-time offer', () => {
    // Whatever the number: 'one-time $120', 'a one-time payment of $120', '$120 one-time', 'sold once for $120'.
    const offerPrice = /one[- ]time (payment |purchase )?(of |for )?\$\s?\d|\$\s?\d[\d,.]*\s+(one[- ]time|lifetime)|sold once for \$\d/i;
    const found = [...texts].filter(([file]) => !file.startsWith(CATALOGUE_OWNER)).flatMap(([file, text]) => matchingLines(file, text, offerPrice));
    expect(found).toEqual([]);
  });
});

describe('the product id has one home', () => {
  it(`is written as a literal only in ${PRODUCT_ID_HOME}; everything else imports it`, () => {
    const literal = /['"`]lifetime-access['"`]/;
    const found = [...texts].filter(([file]) => file !== PRODUCT_ID_HOME).flatMap(([file, text]) => matchingLines(file, text, literal));
    expect(found).toEqual([]);
    expect(texts.get(PRODUCT_ID_HOME)).toMatch(literal);
  });
});
