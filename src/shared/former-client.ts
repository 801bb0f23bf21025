/**
 * The name shown for someone who deleted their account, or whose details the retention job erased
 * (decision 028): their rows keep an empty name, and every page reads it as "A former client".
 */
export const shownName = (name: string, t: (key: 'privacy.formerClient') => string) =>
  name.trim() === '' ? t('privacy.formerClient') : name;
