import type { FileKind } from '@pest-portal/shared/contract/qualification';

/**
 * One qualification document as its issuer wrote it: what the stored PDF or image shows.
 * The PDF and the page image are drawn from the same model, so a phone's preview says
 * what the download says.
 */
export interface QualificationDoc {
  kind: FileKind;
  /** The heading printed on the document, e.g. 营业执照. */
  title: string;
  /** The name the portal lists it under. */
  name: string;
  docNo: string;
  issuer: string;
  holder: string;
  validFrom: string;
  /** Null: 长期 (no end date). */
  validTo: string | null;
  /** Further lines of the document body: scope, product, insured amount... */
  details: string[];
}

/** The validity line as printed on the document. */
export function validityText(doc: QualificationDoc): string {
  return `有效期：${doc.validFrom} 至 ${doc.validTo ?? '长期'}`;
}

/** The lines below the title, in print order. */
export function bodyLines(doc: QualificationDoc): string[] {
  return [
    `名称：${doc.name}`,
    `编号：${doc.docNo}`,
    `持有人：${doc.holder}`,
    ...doc.details,
    validityText(doc),
    `发证机关：${doc.issuer}`,
  ];
}
