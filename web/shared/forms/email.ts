/** The site's one e-mail check: something@something.tld, no spaces; surrounding white space ignored. */
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export const looksLikeEmail = (value: string): boolean => EMAIL_PATTERN.test(value.trim());
