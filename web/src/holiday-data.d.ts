/// <reference path="../../node_modules/date-holidays-parser/types/index.d.ts" />

/** The holiday rules of the countries the SPA ships, made at build time (vite.config.ts). */
declare module 'virtual:foyer-holiday-data' {
  const data: import('#domain/holidays.ts').HolidayData;
  export default data;
}
