/** A character as a JSON-style escape, e.g. \u001b: a form in which it can be read and does nothing. */
export const unicodeEscape = (char: string): string => `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`;
