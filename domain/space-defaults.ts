/** A new family space's description (docs/product.md#spaces). */
export const DEFAULT_SPACE_DESCRIPTION = 'Planning familial';

/** The IANA zone in which a space's dates and times are read, unless the space says otherwise. */
export const DEFAULT_TIME_ZONE = 'Europe/Paris';
