import { lazy, Suspense, useRef, useState, type KeyboardEvent } from 'react';
import type { QaPanelProps } from './qa-panel-controls';
import styles from './qa-panel.module.css';

// The corner button is all that loads with the storefront; the controls and MUI follow when QA first opens them.
const QaPanelControls = lazy(() =>
  import('./qa-panel-controls').then((module) => ({ default: module.QaPanelControls })),
);

/** The QA corner: a small button that opens the simulator's controls (scenario, reset, clock, calls, seed data). */
export function QaPanel({ admin, reload }: QaPanelProps) {
  const [open, setOpen] = useState(false);
  const toggle = useRef<HTMLButtonElement>(null);

  const closeOnEscape = (event: KeyboardEvent) => {
    if (event.key !== 'Escape' || !open) return;
    setOpen(false);
    toggle.current?.focus();
  };

  return (
    <aside aria-label="QA panel" className={styles.corner} onKeyDown={closeOnEscape}>
      <button
        ref={toggle}
        type="button"
        className={styles.toggle}
        aria-label="QA panel"
        aria-expanded={open}
        aria-controls={open ? 'qa-panel-controls' : undefined}
        onClick={() => setOpen(!open)}
      >
        QA
      </button>
      {open && (
        <Suspense fallback={<span className={styles.loading}>Loading…</span>}>
          <QaPanelControls admin={admin} reload={reload} />
        </Suspense>
      )}
    </aside>
  );
}
