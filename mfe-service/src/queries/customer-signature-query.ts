import { getCustomerSignature } from '../api/get-customer-signature';
import { visitPartQuery } from './visit-part-query';

/** The customer's signature on the visit. */
export const customerSignatureQuery = visitPartQuery('customerSignature', getCustomerSignature);
