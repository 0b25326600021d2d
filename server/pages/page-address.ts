/**
 * The one address of a page, or null when `pathname` already is it. '//en' is '/en' typed twice. An
 * escaped tab or line break (%09, %0A, %0D) is dropped and an escaped backslash (%5C) is a slash, as
 * URL parsers do with the raw characters: the router decodes the path and re-encodes it through
 * `new URL()`, so '/%09/%09' would reach it as '//' and '/%5Cx' as the host 'x', and fail to render.
 */
export function pageAddress(pathname: string): string | null {
  let address = pathname;
  for (let before = ''; before !== address; ) {
    before = address;
    address = address
      .replace(/%0[9ad]/gi, '')
      .replace(/%5c/gi, '/')
      .replace(/\/{2,}/g, '/');
  }
  return address === pathname ? null : address;
}
