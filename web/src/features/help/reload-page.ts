/**
 * Reloads the page. A module of its own so that tests can replace it: jsdom cannot reload, and its `location` cannot
 * be spied on.
 */
export function reloadPage(): void {
  window.location.reload();
}
