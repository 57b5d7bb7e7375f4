/** A locale code as i18n.locales takes it: `en`, `pt-BR`, `zh-Hans`. */
export const LOCALE_CODE = /^[a-z]{2,3}(-[A-Za-z0-9]+)*$/;
