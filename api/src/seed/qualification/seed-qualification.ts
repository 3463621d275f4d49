import type { Queryable } from '../../db/db';
import { docPdf } from '../../qualification/documents/doc-pdf';
import { docSvg } from '../../qualification/documents/doc-svg';
import type { ServiceConfig } from '../../service/service-config';
import { demoDocuments, type DemoDocument } from './demo-documents';

interface Rendered {
  fileName: string;
  type: string;
  body: Buffer;
  preview: Buffer | null;
}

async function storedFile(doc: DemoDocument, config: ServiceConfig): Promise<Rendered> {
  const image = docSvg(doc, config);
  if (doc.format === 'image')
    return { fileName: `${doc.name}.svg`, type: 'image/svg+xml', body: image, preview: null };
  return {
    fileName: `${doc.name}.pdf`,
    type: 'application/pdf',
    body: await docPdf(doc, config),
    preview: image,
  };
}

/** In the order the seed's parameters come: the document's fields, then its bytes. */
const FILE_COLUMNS = `customer_id, kind, name, file_name, content_type, doc_no, issuer,
  valid_from, valid_to, created_at, preview_type, body, preview`;

/**
 * Every customer without qualification files gets the provider's documents as real files:
 * PDFs (with the page image the API makes when a PDF is stored) and certificate images,
 * each showing its name, number and dates. Returns the number of files stored.
 */
export async function seedQualification(
  db: Queryable,
  config: ServiceConfig,
  now: Date,
): Promise<number> {
  const customers = await db.query<{ id: number; name: string }>(
    `select c.id, c.name from customers c
      where not exists (select 1 from qualification_files f where f.customer_id = c.id) order by c.id`,
  );
  let stored = 0;
  // Most documents are the same for every customer: drawn once (a CJK PDF takes a while),
  // and their bytes sent once. A later customer's row copies the body and preview of the
  // first row with the same document inside the database: sending each PDF again as a
  // parameter took 3.5 of the seed's 5.9 s on PGlite, which encodes bytea in JavaScript.
  const drawn = new Map<string, Promise<Rendered>>();
  const firstRow = new Map<string, number>();
  for (const customer of customers) {
    for (const doc of demoDocuments(customer.name, now)) {
      const key = JSON.stringify(doc);
      if (!drawn.has(key)) drawn.set(key, storedFile(doc, config));
      const file = await (drawn.get(key) as Promise<Rendered>);
      const copyOf = firstRow.get(key);
      const fields = [
        customer.id,
        doc.kind,
        doc.name,
        file.fileName,
        file.type,
        doc.docNo,
        doc.issuer,
        doc.validFrom,
        doc.validTo,
        now,
        file.preview ? 'image/svg+xml' : null,
      ];
      const params = fields.map((_, i) => `$${i + 1}`).join(', ');
      const next = fields.length + 1;
      // The bytes themselves, or those of the first row with this document, by its id.
      const [row] = await db.query<{ id: number }>(
        copyOf === undefined
          ? `insert into qualification_files (${FILE_COLUMNS})
             values (${params}, $${next}, $${next + 1}) returning id`
          : `insert into qualification_files (${FILE_COLUMNS})
             select ${params}, body, preview from qualification_files where id = $${next}
             returning id`,
        copyOf === undefined ? [...fields, file.body, file.preview] : [...fields, copyOf],
      );
      if (copyOf === undefined && row) firstRow.set(key, row.id);
      stored += 1;
    }
  }
  return stored;
}
