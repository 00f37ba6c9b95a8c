import { inflateSync } from 'node:zlib';
import fontkit from '@pdf-lib/fontkit';
import { PDFDict, PDFDocument, PDFName, PDFRawStream } from 'pdf-lib';
import { extractText, getDocumentProxy } from 'unpdf';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadCertificateFonts, type CertificateFonts } from '../src/data/certificate-fonts.ts';
import { renderCertificatePdf } from '../src/domain/certificate-pdf.ts';

/** The page's text as a PDF reader extracts it (pdf.js), one string. */
async function extractedText(bytes: Uint8Array): Promise<string> {
  const { text } = await extractText(await getDocumentProxy(new Uint8Array(bytes)), { mergePages: true });
  return text;
}

/** The outlines of the glyphs the PDF embeds, by font: each glyph's outline as SVG path data ('' for none). */
async function embeddedGlyphOutlines(bytes: Uint8Array): Promise<string[][]> {
  const pdf = await PDFDocument.load(bytes);
  return pdf.context.enumerateIndirectObjects().flatMap(([, object]) => {
    const file = object instanceof PDFDict ? pdf.context.lookup(object.get(PDFName.of('FontFile2'))) : undefined;
    if (!(file instanceof PDFRawStream)) return [];
    const font = fontkit.create(inflateSync(file.contents));
    return [Array.from({ length: font.numGlyphs }, (_, id) => font.getGlyph(id).path.toSVG())];
  });
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

let fonts: CertificateFonts;
beforeAll(async () => {
  fonts = await loadCertificateFonts();
});

describe('renderCertificatePdf', () => {
  it('is one A4 landscape page', async () => {
    const pdf = await PDFDocument.load(await renderCertificatePdf(content, fonts));
    expect(pdf.getPageCount()).toBe(1);
    const { width, height } = pdf.getPage(0).getSize();
    expect([Math.round(width), Math.round(height)]).toEqual([842, 595]);
  });

  it('sets a long module title on one line, smaller, instead of wrapping it into the next', async () => {
    expect(await extractedText(await renderCertificatePdf(content, fonts))).toContain(
      '2. Scaling AI Across the Business: Portfolio, Costs, Governance and ROI Reporting',
    );
  });

  it('prints names in Latin, Greek, Cyrillic, Armenian and Georgian letters as they are written', async () => {
    const learnerName = 'Zoë Łukasiewicz-Nguyễn, Σοφία Ольга Dvořák Արամ ნინო';
    const text = await extractedText(await renderCertificatePdf({ ...content, learnerName }, fonts));
    expect(text).toContain(learnerName);
    expect(text).not.toContain('?');
    expect(text).not.toContain('\uFFFD');
  });

  it('draws every glyph it embeds: each has its outline (a reader extracts the text of blank glyphs too)', async () => {
    const outlines = await embeddedGlyphOutlines(await renderCertificatePdf({ ...content, learnerName: 'Zoë Łukasiewicz Σοφία Ольга' }, fonts));
    expect(outlines).toHaveLength(2);
    // Glyph 0 is the missing-glyph box; the space alone has no outline.
    for (const glyphs of outlines) expect(glyphs.slice(1).filter((outline) => outline === '')).toHaveLength(1);
  });

  it('marks letters of other scripts with the replacement character and says where the whole name is', async () => {
    const bytes = await renderCertificatePdf({ ...content, learnerName: 'Zoë Łukasiewicz 陈' }, fonts);
    const text = await extractedText(bytes);
    expect(text).toContain('Zoë Łukasiewicz \uFFFD');
    expect(text).toContain('This PDF prints Latin, Greek, Cyrillic, Armenian and Georgian letters. The verification link below shows the name in full.');
    // Right-to-left scripts too: the typeface has Hebrew letters, but they would be laid out reversed.
    expect(await extractedText(await renderCertificatePdf({ ...content, learnerName: 'Zoë שרה' }, fonts))).toContain('Zoë \uFFFD\uFFFD\uFFFD');
    // The document's title holds the name as written.
    expect((await PDFDocument.load(bytes)).getTitle()).toContain('Zoë Łukasiewicz 陈');
    expect(await extractedText(await renderCertificatePdf(content, fonts))).not.toContain('shows the name in full');
  });

  it('embeds only the letters it uses, so the file stays small', async () => {
    expect((await renderCertificatePdf(content, fonts)).byteLength).toBeLessThan(60_000);
  });

  it('marks a revoked certificate', async () => {
    expect(await extractedText(await renderCertificatePdf({ ...content, revoked: true }, fonts))).toContain('REVOKED');
  });
});
