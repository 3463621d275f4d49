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

/**
 * The drawing already uploaded for a submit (by its request id): a resend after a lost
 * answer signs with that file rather than uploading the same drawing again, which would
 * leave an unused file counted against the account's daily upload quota. A new drawing
 * (another data URL) is uploaded anew.
 */
const uploadedFor = new Map<string, { pngDataUrl: string; fileUrl: string }>();

async function drawingUrl(pngDataUrl: string, requestId: string | undefined): Promise<string> {
  const earlier = requestId === undefined ? undefined : uploadedFor.get(requestId);
  if (earlier?.pngDataUrl === pngDataUrl) return earlier.fileUrl;
  const { fileUrl } = await uploadFile(dataUrlToBlob(pngDataUrl), SIGNATURE_FILE_NAME, {
    quiet: true,
  });
  if (requestId !== undefined) uploadedFor.set(requestId, { pngDataUrl, fileUrl });
  return fileUrl;
}

/** Upload the drawn PNG (once per submit), then sign the visit with the URL it got. */
export async function submitSignature({
  taskId,
  pngDataUrl,
  signerName,
  requestId,
}: SignatureInput): Promise<SignatureResult> {
  const signUrl = await drawingUrl(pngDataUrl, requestId);
  const result = await signTask(
    { taskId, signUrl, signerName: signerName || undefined },
    { quiet: true, requestId },
  );
  if (requestId !== undefined) uploadedFor.delete(requestId);
  return result;
}
