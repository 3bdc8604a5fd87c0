/**
 * Writes a small sample PDF for every document of data/properties.json under data/documents/ (the
 * document request mails them as attachments, lib/agency/jobs/mail-delivery.ts). Deterministic; run after
 * changing the sample's documents: npx tsx scripts/catalogue/sample-documents.ts
 */
import fs from 'node:fs';
import path from 'node:path';
import { dataDirectory, readDataFile } from '../../lib/catalogue/data';

/** A one-page PDF with a few lines of text in Helvetica (Latin-1 only). */
export function samplePdf(lines: string[]): Buffer {
  const escapePdf = (text: string) => text.replace(/[\\()]/g, (c) => `\\${c}`);
  const content = ['BT', '/F1 18 Tf', '72 760 Td', '24 TL', ...lines.map((line) => `(${escapePdf(line)}) '`), 'ET'].join('\n');
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 4 0 R >> >> /Contents 5 0 R >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>',
    `<< /Length ${Buffer.byteLength(content, 'latin1')} >>\nstream\n${content}\nendstream`,
  ];
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((object, i) => {
    offsets.push(Buffer.byteLength(body, 'latin1'));
    body += `${i + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = Buffer.byteLength(body, 'latin1');
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('')}`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}

function main() {
  const dir = dataDirectory();
  const properties = readDataFile(dir, 'properties.json');
  if (!properties.ok) throw new Error(properties.problems.join('\n'));
  const written = new Set<string>();
  for (const property of properties.data.properties) {
    for (const doc of property.Documents) {
      const file = path.join(dir, 'documents', doc.Url.replace(/^\/documents\//, ''));
      if (written.has(file)) continue;
      written.add(file);
      fs.mkdirSync(path.dirname(file), { recursive: true });
      const lines = [doc.Name, `Pand / bien ${property.ID}`, "Voorbeelddocument - document d'exemple", 'Vitrine Vastgoed'];
      fs.writeFileSync(file, samplePdf(lines.map((line) => line.normalize('NFC').replace(/[^\x20-\xff]/g, '?'))));
    }
  }
  console.log(`wrote ${written.size} sample documents under ${path.relative(process.cwd(), path.join(dir, 'documents'))}`);
}

if (process.argv[1]?.endsWith('sample-documents.ts')) main();
