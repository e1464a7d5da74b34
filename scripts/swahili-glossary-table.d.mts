export interface GlossaryTerm {
  english: string;
  use: string;
  avoid: { word: string; why: string }[];
}
export const GLOSSARY_DATA: string;
export const GLOSSARY_PAGE: string;
export const START: string;
export const END: string;
export function readGlossary(file: string): GlossaryTerm[];
export function glossaryTable(terms: GlossaryTerm[]): string;
export function withTable(page: string, terms: GlossaryTerm[]): string;
