// "<Page> | <business name> Kenya", the pattern every page title follows.
export function pageTitle(page: string, businessName: string): string {
  return `${page} | ${businessName} Kenya`;
}
