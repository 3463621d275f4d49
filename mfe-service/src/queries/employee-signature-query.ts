import { getEmployeeSignature } from '../api/get-employee-signature';
import { visitPartQuery } from './visit-part-query';

/** The technician's signature on the visit. */
export const employeeSignatureQuery = visitPartQuery('employeeSignature', getEmployeeSignature);
