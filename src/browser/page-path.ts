import { isLocale, localePath } from '#shared/i18n/locales';

/** A page of this site in the language of the page the script runs on ('/sw/account' on a Kiswahili page). */
export const pagePath = (path: string) => {
  const lang = document.documentElement.lang;
  return localePath(isLocale(lang) ? lang : 'en', path);
};
