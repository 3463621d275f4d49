import { Type, type Static } from '@sinclair/typebox';
import { post } from './endpoint';
import { NoInput, Nullable, Str } from './schema';
import { MessagePage, MessagePageRequest } from './service/message';

/**
 * The endpoints more than one section calls (spec §7): the reference lists they pick from
 * (the provider's pests, its branches serving the company, the company and its members) and
 * the company's notifications. Apart from any section's table, so that a section using them
 * imports them alone: through the service table, the dashboard's first chunk carried the
 * whole service contract (issue 13). The service table includes them.
 */

/** Every select list's item: its id and what it is called; lists with more extend it. */
export const OPTION_FIELDS = { value: Type.Integer(), label: Str() };

/** An item of a select list. */
export const SelectOption = Type.Object(OPTION_FIELDS);
export type SelectOption = Static<typeof SelectOption>;

/** getMemberSelect: the current company and its sub-companies. */
export const MemberOption = Type.Object({ ...OPTION_FIELDS, parentId: Nullable(Type.Integer()) });
export type MemberOption = Static<typeof MemberOption>;

export const COMMON_ENDPOINTS = {
  messagePage: post('/customer/message/page', {
    input: MessagePageRequest,
    output: MessagePage,
  }),
  pestSelect: post('/customer/pest/v1.4.1/select', {
    input: NoInput(),
    output: Type.Array(SelectOption),
  }),
  pcoSelect: post('/admin/adminExt/v1.8.0/getPcoSelect', {
    input: NoInput(),
    output: Type.Array(SelectOption),
  }),
  memberSelect: post('/customer/member/v1.8.0/getMemberSelect', {
    input: NoInput(),
    output: Type.Array(MemberOption),
  }),
} as const;
