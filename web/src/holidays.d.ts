/** The public holidays of the countries the SPA ships, worked out at build time (vite.config.ts). */
declare module 'virtual:foyer-holidays' {
  const tables: Record<
    import('#domain/holidays.ts').HolidayCountry,
    import('#domain/holidays.ts').HolidayTable
  >;
  export default tables;
}
