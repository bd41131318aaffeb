// Types of scripts/architecture-rules.mjs, for apps/server/test/architecture.test.ts.
export interface Rule {
  name: string;
  applies: (file: string) => boolean;
  check: (file: string, text: string) => string[];
}
export interface Violation {
  file: string;
  found: string;
  rule: string;
}
export const PUBLIC_LOOKUPS: Map<string, string>;
export const LONG_FILE_MARKER: string;
export const MAX_LINES: number;
export function isTest(file: string): boolean;
export function imports(text: string): string[];
export function errorCodesOf(contract: string): Set<string>;
export function architectureRules(options: { errorCodes: Set<string> }): Rule[];
export function violations(rules: Rule[], files: { file: string; text: string }[]): Violation[];
