import type { KeyboardEvent } from 'react';

/** A key held with Alt, Ctrl, Meta or Shift belongs to the browser or the system (Alt+Left goes back), not a widget. */
export function withModifier(event: KeyboardEvent): boolean {
  return event.altKey || event.ctrlKey || event.metaKey || event.shiftKey;
}
