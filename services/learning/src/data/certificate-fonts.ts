import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';

/**
 * The typeface certificates are printed in: DejaVu Sans (the Bitstream Vera licence, DejaVu's
 * changes in the public domain), TrueType files from its npm package.
 */
export interface CertificateFonts {
  regular: Uint8Array;
  bold: Uint8Array;
}

const resolve = createRequire(import.meta.url).resolve;
const fontFile = (name: 'DejaVuSans' | 'DejaVuSans-Bold') => resolve(`dejavu-fonts-ttf/ttf/${name}.ttf`);

export async function loadCertificateFonts(): Promise<CertificateFonts> {
  const [regular, bold] = await Promise.all([readFile(fontFile('DejaVuSans')), readFile(fontFile('DejaVuSans-Bold'))]);
  return { regular, bold };
}
