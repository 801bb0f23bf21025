/**
 * The calendar's column heads in Kiswahili, Sunday first (as `Date.getDay()` counts): CLDR's
 * abbreviations, distinct from one another. Intl's sw-KE "short" weekday is the whole name
 * (Jumatatu, Jumanne, …), and its first three letters would be "Jum" five times over.
 */
export const SW_SHORT_WEEKDAYS = ['Jpi', 'Jtt', 'Jnn', 'Jtn', 'Alh', 'Iju', 'Jmo'] as const;
