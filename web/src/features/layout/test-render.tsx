import { act, type ReactNode } from 'react';
import { createRoot, type Root } from 'react-dom/client';

// Tells React that updates in these tests are wrapped in act(), so effects and state settle before assertions.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

/** A test's time limit: the first MUI render in a jsdom worker takes seconds on a busy two-core machine. */
export const renderTimeoutMs = 20_000;

const roots: Root[] = [];

/** Renders into a fresh container attached to the document (portals such as dialogs render beside it). */
export async function render(ui: ReactNode): Promise<HTMLElement> {
  const container = document.createElement('div');
  document.body.append(container);
  const root = createRoot(container);
  roots.push(root);
  await act(async () => {
    root.render(ui);
  });
  return container;
}

export async function cleanup(): Promise<void> {
  await act(async () => {
    for (const root of roots.splice(0)) root.unmount();
  });
  document.body.innerHTML = '';
}

export async function click(element: Element): Promise<void> {
  await act(async () => {
    element.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }));
  });
}

/** Lets pending promises (lazy components, sagas) and the effects they trigger settle. */
export async function settle(): Promise<void> {
  await act(async () => {
    await new Promise((resolve) => setTimeout(resolve, 0));
  });
}

function accessibleName(element: Element): string {
  const text = (element.getAttribute('aria-label') ?? element.textContent ?? '').trim();
  return text === '' ? (element.querySelector('img')?.getAttribute('alt') ?? '') : text;
}

function named(scope: ParentNode, selector: string, name: string): HTMLElement {
  const found = [...scope.querySelectorAll<HTMLElement>(selector)].filter(
    (element) => accessibleName(element) === name,
  );
  if (found.length !== 1) throw new Error(`expected one ${selector} named "${name}", found ${found.length}`);
  return found[0] as HTMLElement;
}

export const getButton = (scope: ParentNode, name: string) => named(scope, 'button, [role="button"]', name);
export const getLink = (scope: ParentNode, name: string) => named(scope, 'a[href]', name);

/** The innermost element whose whole text is `text`. */
export function getByText(scope: ParentNode, text: string): HTMLElement {
  const found = [...scope.querySelectorAll<HTMLElement>('*')].filter(
    (element) =>
      element.textContent?.trim() === text &&
      ![...element.children].some((child) => child.textContent?.trim() === text),
  );
  if (found.length !== 1) throw new Error(`expected one element reading "${text}", found ${found.length}`);
  return found[0] as HTMLElement;
}

export const queryAllButtonNames = (scope: ParentNode): string[] =>
  [...scope.querySelectorAll('button, [role="button"]')].map(accessibleName);
