import { Type, type Static } from '@sinclair/typebox';
import { Input, NonBlank, OneOf, Str, Text } from './schema';

export const BrandQuery = Input({
  /** The page origin, e.g. https://portal.example.com */
  doMain: NonBlank(255),
  isHq: Type.Optional(OneOf(['true', 'false'])),
  /**
   * hqIdList when isHq is 'true', otherwise memberIdList (comma-separated ids). What is
   * not an id is ignored: the page then gets the brand of its domain.
   */
  memberId: Type.Optional(Text(2000)),
});
export type BrandQuery = Static<typeof BrandQuery>;

export const Branding = Type.Object({
  customerName: Str(),
  customerFavicon: Str(),
  customerPicture: Str(),
});
export type Branding = Static<typeof Branding>;
