import { uploadFile } from '@pest-portal/shared';
import { type SignatureResult } from '@pest-portal/shared/contract/service';
import { dataUrlToBlob } from './data-url';
import { signTask } from '../../../api/sign-task';

/** spec §3: the signature travels as a PNG file named image.png. */
export const SIGNATURE_FILE_NAME = 'image.png';

export interface SignatureInput {
  taskId: number;
  pngDataUrl: string;
  signerName?: string;
  /** Kept by the page until the signature is accepted: a resend signs once. */
  requestId?: string;
}

/** Upload the drawn PNG, then sign the visit with the URL the upload returned. */
export async function submitSignature({
  taskId,
  pngDataUrl,
  signerName,
  requestId,
}: SignatureInput): Promise<SignatureResult> {
  const uploaded = await uploadFile(dataUrlToBlob(pngDataUrl), SIGNATURE_FILE_NAME, {
    quiet: true,
  });
  return signTask(
    { taskId, signUrl: uploaded.fileUrl, signerName: signerName || undefined },
    { quiet: true, requestId },
  );
}
