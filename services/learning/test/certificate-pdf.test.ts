import { inflateSync } from 'node:zlib';
import { PDFDocument, PDFRawStream } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { renderCertificatePdf } from '../src/domain/certificate-pdf.ts';

const hex = (text: string) => Buffer.from(text, 'latin1').toString('hex').toUpperCase();

async function drawnText(bytes: Uint8Array): Promise<string> {
  const pdf = await PDFDocument.load(bytes);
  return pdf.context
    .enumerateIndirectObjects()
    .flatMap(([, object]) => (object instanceof PDFRawStream ? [inflateSync(object.contents).toString('latin1')] : []))
    .join('\n');
}

const content = {
  id: '25a2cae3-ba77-4a48-932d-00315a0511dd',
  learnerName: 'Zoë Ångström',
  courseName: 'AI Business Growth Mastery',
  issuerName: 'AI Business Academy',
  issuedAt: new Date('2026-05-01T12:00:00Z'),
  modules: ['Short', 'Scaling AI Across the Business: Portfolio, Costs, Governance and ROI Reporting'],
  verifyUrl: 'https://academy.example/verify/25a2cae3-ba77-4a48-932d-00315a0511dd',
  revoked: false,
};

describe('renderCertificatePdf', () => {
  it('sets a long module title on one line, smaller, instead of wrapping it into the next', async () => {
    const drawn = await drawnText(await renderCertificatePdf(content));
    expect(drawn).toContain(hex('2. Scaling AI Across the Business: Portfolio, Costs, Governance and ROI Reporting'));
  });

  it('draws Latin-1 names as they are and what the standard fonts lack as ?, instead of failing', async () => {
    expect(await drawnText(await renderCertificatePdf(content))).toContain(hex('Zoë Ångström'));
    expect(await drawnText(await renderCertificatePdf({ ...content, learnerName: 'Łukasz 王' }))).toContain(hex('?ukasz ?'));
  });

  it('marks a revoked certificate', async () => {
    expect(await drawnText(await renderCertificatePdf({ ...content, revoked: true }))).toContain(hex('REVOKED'));
  });
});
