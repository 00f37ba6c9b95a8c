import fontkit from '@pdf-lib/fontkit';
import { PDFDocument, rgb, type PDFFont } from 'pdf-lib';
import type { CertificateFonts } from '../data/certificate-fonts.ts';

export interface CertificatePdfContent {
  id: string;
  learnerName: string;
  courseName: string;
  issuerName: string;
  issuedAt: Date;
  modules: string[];
  verifyUrl: string;
  revoked: boolean;
}

const longDate = (date: Date) => date.toLocaleDateString('en-US', { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' });

const REPLACEMENT_CHARACTER = '\uFFFD';

/**
 * The scripts a certificate prints: written left to right, one glyph per letter. The typeface has
 * Hebrew and Arabic letters too, but pdf-lib lays text out left to right only, so a right-to-left
 * name would come out reversed.
 */
const PRINTED_SCRIPTS = /^[\p{Script=Latin}\p{Script=Greek}\p{Script=Cyrillic}\p{Script=Armenian}\p{Script=Georgian}\p{Script=Common}\p{Script=Inherited}]$/u;
const PRINTED_SCRIPTS_NOTE = 'This PDF prints Latin, Greek, Cyrillic, Armenian and Georgian letters. The verification link below shows the name in full.';

/**
 * The text as the certificate can print it: a character of another script (Chinese, Arabic, …)
 * becomes the replacement character, the Unicode sign for a character that cannot be shown,
 * rather than a wrong letter or a failed download.
 */
function printable(font: PDFFont, text: string): { shown: string; whole: boolean } {
  const known = new Set(font.getCharacterSet());
  const missing = (char: string) => !PRINTED_SCRIPTS.test(char) || !known.has(char.codePointAt(0) ?? -1);
  const chars = [...text];
  return { shown: chars.map((char) => (missing(char) ? REPLACEMENT_CHARACTER : char)).join(''), whole: !chars.some(missing) };
}

/**
 * The certificate as a one-page A4 landscape PDF, with the verification link a reader can follow.
 * Set in DejaVu Sans, embedded with only the glyphs used (a few kilobytes per weight).
 */
export async function renderCertificatePdf(content: CertificatePdfContent, fonts: CertificateFonts): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  pdf.registerFontkit(fontkit);
  pdf.setTitle(`${content.courseName} certificate — ${content.learnerName}`);
  pdf.setAuthor(content.issuerName);
  pdf.setSubject(`Certificate ${content.id}`);
  pdf.setCreationDate(content.issuedAt);
  const page = pdf.addPage([841.89, 595.28]);
  const [regular, bold] = await Promise.all([pdf.embedFont(fonts.regular, { subset: true }), pdf.embedFont(fonts.bold, { subset: true })]);
  const { width, height } = page.getSize();
  const ink = rgb(0.12, 0.16, 0.22);
  const accent = rgb(0.15, 0.39, 0.92);
  // A line wider than the frame is set smaller rather than cut off at the page's edge.
  const centred = (text: string, y: number, largest: number, font: PDFFont, color = ink) => {
    const { shown, whole } = printable(font, text);
    const size = Math.min(largest, (largest * (width - 120)) / font.widthOfTextAtSize(shown, largest));
    page.drawText(shown, { x: (width - font.widthOfTextAtSize(shown, size)) / 2, y, size, font, color });
    return whole;
  };

  page.drawRectangle({ x: 24, y: 24, width: width - 48, height: height - 48, borderColor: accent, borderWidth: 3 });
  centred(content.issuerName.toUpperCase(), height - 90, 14, bold, accent);
  centred('Certificate of Completion', height - 140, 34, bold);
  centred('This certifies that', height - 185, 14, regular);
  if (!centred(content.learnerName, height - 230, 30, bold, accent)) {
    centred(PRINTED_SCRIPTS_NOTE, height - 248, 8, regular);
  }
  centred(`has completed every module of ${content.courseName}`, height - 268, 14, regular);
  centred(`Issued ${longDate(content.issuedAt)}`, height - 292, 12, regular);

  const columns = 2;
  const perColumn = Math.ceil(content.modules.length / columns);
  const columnWidth = (width - 160) / columns;
  content.modules.forEach((title, index) => {
    const column = Math.floor(index / perColumn);
    const row = index % perColumn;
    const line = printable(regular, `${index + 1}. ${title}`).shown;
    // One line per module: a long title is set smaller rather than wrapped into the next one.
    const size = Math.min(9, (9 * (columnWidth - 12)) / regular.widthOfTextAtSize(line, 9));
    page.drawText(line, { x: 80 + column * columnWidth, y: height - 335 - row * 15, size, font: regular, color: ink });
  });

  if (content.revoked) centred('REVOKED — this certificate is no longer valid', 110, 14, bold, rgb(0.8, 0.1, 0.1));
  centred(`Certificate ${content.id}`, 80, 9, regular);
  centred(`Verify at ${content.verifyUrl}`, 64, 9, regular, accent);
  return pdf.save();
}
