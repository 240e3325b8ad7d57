/** Class names of the shared pill button: `button` plus one colour (`accent`, `primary`, `outline`), optionally `compact` and `lift`; and the quiet `tool` pill beside a listing, red when it removes (`dangerToolButtonClass`). */
import button from './button.module.css';

export const buttonClass = button.button!;
export const accentButtonClass = `${button.button} ${button.accent}`;
export const primaryButtonClass = `${button.button} ${button.primary}`;
export const outlineButtonClass = `${button.button} ${button.outline}`;
export const toolButtonClass = button.tool!;
export const dangerToolButtonClass = `${button.tool} ${button.danger}`;
export const compactClass = button.compact!;
export const liftClass = button.lift!;
/** A button that does nothing without the app's code: inert where scripts never run (see the CSS). */
export const needsScriptClass = button.needsScript!;
