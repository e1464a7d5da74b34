// Types for the parts of the bench's library that the unit tests use.
export function scriptPathsFromHtml(html: string): string[];
