import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import type { ShownViolation, ViolationsSource } from './violations-source';

/** How many violations the overlay keeps; the proxy's JSON log has them all. */
const shownAtMost = 200;
const defaultIntervalMs = 2000;

export interface ContractViolationsProps {
  source: ViolationsSource;
  intervalMs?: number;
}

/** The violations the proxy has seen since the page opened, oldest first, and why it could not be read, if so. */
function useProxyViolations(source: ViolationsSource, intervalMs: number) {
  const [violations, setViolations] = useState<ShownViolation[]>([]);
  const [problem, setProblem] = useState<string>();

  useEffect(() => {
    let since = 0;
    let stopped = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const poll = async (): Promise<void> => {
      try {
        const page = await source.read(since);
        if (stopped) return;
        // A proxy started again counts from 1: what the overlay holds is of its earlier run.
        const restarted = page.total < since;
        if (restarted) since = 0;
        const newest = page.violations.at(-1);
        if (newest !== undefined) since = newest.id;
        if (restarted || page.violations.length > 0) {
          setViolations((shown) => [...(restarted ? [] : shown), ...page.violations].slice(-shownAtMost));
        }
        setProblem(undefined);
      } catch (error) {
        if (stopped) return;
        setProblem(error instanceof Error ? error.message : String(error));
      }
      timer = setTimeout(() => void poll(), intervalMs);
    };
    void poll();
    return () => {
      stopped = true;
      clearTimeout(timer);
    };
  }, [source, intervalMs]);

  return { violations, problem };
}

const timeOf = (at: string): string => {
  const date = new Date(at);
  return Number.isNaN(date.getTime()) ? at : date.toLocaleTimeString();
};

function ViolationItem({ violation }: { violation: ShownViolation }) {
  const { side, call, operationId, status, check, pointer, message, at } = violation;
  return (
    <li className="cv-item">
      <p className="cv-call">
        <strong>{call}</strong>
        {operationId !== undefined && ` (${operationId})`}
        {status !== undefined && ` answered ${status}`}
      </p>
      <p className="cv-why">
        <span className={side === 'answer' ? 'cv-answer-side' : 'cv-request-side'}>
          {side === 'answer' ? "The provider's answer" : "The storefront's request"}
        </span>{' '}
        breaks its contract ({check}
        {/* '' points at the whole body, which the message names itself. */}
        {pointer !== undefined && pointer !== '' && (
          <>
            {' at '}
            <code>{pointer}</code>
          </>
        )}
        ): {message}
      </p>
      <time className="cv-time" dateTime={at}>
        {timeOf(at)}
      </time>
    </li>
  );
}

/**
 * The contract-violations corner: a count of what the validating proxy has seen break the contracts, which opens the
 * list of those calls and why, newest first, so a developer sees at once whether the provider or the page is wrong.
 */
export function ContractViolations({ source, intervalMs = defaultIntervalMs }: ContractViolationsProps) {
  const { violations, problem } = useProxyViolations(source, intervalMs);
  const [open, setOpen] = useState(false);
  const [clearedThrough, setClearedThrough] = useState(0);
  const toggle = useRef<HTMLButtonElement>(null);
  const shown = violations.filter(({ id }) => id > clearedThrough).reverse();

  const closeOnEscape = (event: KeyboardEvent) => {
    if (event.key !== 'Escape' || !open) return;
    setOpen(false);
    toggle.current?.focus();
  };

  return (
    <aside aria-label="Contract violations" className="cv-corner" onKeyDown={closeOnEscape}>
      <button
        ref={toggle}
        type="button"
        className={shown.length > 0 ? 'cv-toggle cv-alert' : 'cv-toggle'}
        aria-expanded={open}
        aria-controls={open ? 'contract-violations-list' : undefined}
        onClick={() => setOpen(!open)}
      >
        Contract violations <span className="cv-badge">{shown.length}</span>
      </button>
      {open && (
        <section id="contract-violations-list" className="cv-panel" aria-labelledby="contract-violations-title">
          <h2 id="contract-violations-title" className="cv-title">
            Contract violations
          </h2>
          <p className="cv-note">
            What the validating proxy at <code>{source.proxyUrl}</code> saw break the contracts. An answer listed here
            is the provider&apos;s to fix, not the page&apos;s.
          </p>
          {problem !== undefined && (
            <p className="cv-problem" role="status">
              The proxy cannot be read: {problem}
            </p>
          )}
          {shown.length === 0 ? (
            <p className="cv-note">None so far.</p>
          ) : (
            <ol className="cv-list" aria-label="Violations, newest first">
              {shown.map((violation) => (
                <ViolationItem key={violation.id} violation={violation} />
              ))}
            </ol>
          )}
          <button type="button" className="cv-clear" onClick={() => setClearedThrough(violations.at(-1)?.id ?? 0)}>
            Clear
          </button>
        </section>
      )}
    </aside>
  );
}
