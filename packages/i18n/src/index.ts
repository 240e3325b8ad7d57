/** The site's texts in two languages (docs/decisions/0008-texts-in-two-languages.md). */
export * from './messages';
export * from './intl';
export * from './content';
export * from './languages';
