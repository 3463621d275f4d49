/**
 * A new id for one submit (a feedback, a rating, a signature, a risk point): made when the
 * form is started, kept with its draft until the API accepts it, then replaced. Sent as
 * the requestId header, it lets a resend after a lost answer store nothing twice.
 * @example const [requestId, setRequestId] = useState(newRequestId);
 */
export function newRequestId(): string {
  return crypto.randomUUID();
}
