export interface BrandQuery {
  /** The page origin, e.g. https://portal.example.com */
  doMain: string;
  isHq?: string;
  /** hqIdList when isHq is 'true', otherwise memberIdList (comma-separated). */
  memberId?: string;
}

export interface Branding {
  customerName: string;
  customerFavicon: string;
  customerPicture: string;
}
