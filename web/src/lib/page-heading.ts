/** The page's own heading: the h1 of its main landmark, where a page starts to be read. */
export function pageHeading(): HTMLElement | null {
  return document.querySelector<HTMLElement>('main h1');
}

/**
 * Puts the focus on the page's heading, for when what held it goes away (a navigation, a removed line, a dialog whose
 * opener is gone): otherwise it falls to the document, and a screen reader to the top of the page.
 */
export function focusPageHeading(heading: HTMLElement | null = pageHeading()): void {
  if (heading === null) return;
  heading.tabIndex = -1;
  heading.focus({ preventScroll: true });
}
