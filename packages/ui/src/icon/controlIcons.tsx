/** The icons of controls shared by the apps: close (a sheet, a dialog, a chip that removes) and filters. */
import { icon } from './icon';

export const CloseIcon = icon(<path d="M6 6l12 12M18 6 6 18" />, 20);
export const FiltersIcon = icon(<path d="M4 6h16M7 12h10M10 18h4" />, 18);
