import { mutationOptions } from '@tanstack/react-query';
import {
  submitSignature,
  type SignatureInput,
} from '../pages/evaluate-signature/signature/submit-signature';
import { visitSigned } from './visit-changed';

/** Upload the drawn signature and sign the visit with it; what signing changes is then refetched. */
export const signVisitMutation = () =>
  mutationOptions({
    mutationFn: (input: SignatureInput) => submitSignature(input),
    onSuccess: (_result, { taskId }, _context, { client }) => void visitSigned(client, taskId),
  });
