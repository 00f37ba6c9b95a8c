import { PDFDocument, rgb, StandardFonts, type PDFFont } from 'pdf-lib';

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

/** The standard fonts carry the Latin-1 range only: anything else is shown as '?' rather than failing the download. */
function printable(font: PDFFont, text: string): string {
  const known = new Set(font.getCharacterSet());
  return [...text].map((char) => (known.has(char.codePointAt(0) ?? -1) ? char : '?')).join('');
}

/** The certificate as a one-page A4 landscape PDF, with the verification link a reader can follow. */
export async function renderCertificatePdf(content: CertificatePdfContent): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  pdf.setTitle(`${content.courseName} certificate — ${content.learnerName}`);
  pdf.setAuthor(content.issuerName);
  pdf.setSubject(`Certificate ${content.id}`);
  pdf.setCreationDate(content.issuedAt);
  const page = pdf.addPage([841.89, 595.28]);
  const regular = await pdf.embedFont(StandardFonts.Helvetica);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  const { width, height } = page.getSize();
  const ink = rgb(0.12, 0.16, 0.22);
  const accent = rgb(0.15, 0.39, 0.92);
  const centred = (text: string, y: number, size: number, font: PDFFont, color = ink) => {
    const shown = printable(font, text);
    page.drawText(shown, { x: (width - font.widthOfTextAtSize(shown, size)) / 2, y, size, font, color });
  };

  page.drawRectangle({ x: 24, y: 24, width: width - 48, height: height - 48, borderColor: accent, borderWidth: 3 });
  centred(content.issuerName.toUpperCase(), height - 90, 14, bold, accent);
  centred('Certificate of Completion', height - 140, 34, bold);
  centred('This certifies that', height - 185, 14, regular);
  centred(content.learnerName, height - 230, 30, bold, accent);
  centred(`has completed every module of ${content.courseName}`, height - 268, 14, regular);
  centred(`Issued ${longDate(content.issuedAt)}`, height - 292, 12, regular);

  const columns = 2;
  const perColumn = Math.ceil(content.modules.length / columns);
  const columnWidth = (width - 160) / columns;
  content.modules.forEach((title, index) => {
    const column = Math.floor(index / perColumn);
    const row = index % perColumn;
    const line = printable(regular, `${index + 1}. ${title}`);
    // One line per module: a long title is set smaller rather than wrapped into the next one.
    const size = Math.min(9, (9 * (columnWidth - 12)) / regular.widthOfTextAtSize(line, 9));
    page.drawText(line, { x: 80 + column * columnWidth, y: height - 335 - row * 15, size, font: regular, color: ink });
  });

  if (content.revoked) centred('REVOKED — this certificate is no longer valid', 110, 14, bold, rgb(0.8, 0.1, 0.1));
  centred(`Certificate ${content.id}`, 80, 9, regular);
  centred(`Verify at ${content.verifyUrl}`, 64, 9, regular, accent);
  return pdf.save();
}
