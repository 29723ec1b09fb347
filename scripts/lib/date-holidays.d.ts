/**
 * Types `date-holidays` does not publish for its data entry, and the parser's own types, which its
 * package.json "exports" hides from TypeScript's bundler resolution.
 */
/// <reference path="../../node_modules/date-holidays-parser/types/index.d.ts" />

declare module 'date-holidays/data' {
  export const data: import('../../domain/holidays.ts').HolidayData;
}
