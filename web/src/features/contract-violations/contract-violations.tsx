import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Fab from '@mui/material/Fab';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
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

// Marked apart from the shop: dark corners, a red count when something broke, and a ring that shows on any page.
const alertRed = '#b00020';
const focusRing = { '&.Mui-focusVisible': { outline: '3px solid #1a56db', outlineOffset: 2 } } as const;

function ViolationItem({ violation }: { violation: ShownViolation }) {
  const { side, call, operationId, status, check, pointer, message, at } = violation;
  return (
    <Box component="li" sx={{ py: 1, borderTop: 1, borderColor: 'grey.300' }}>
      <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
        <strong>{call}</strong>
        {operationId !== undefined && ` (${operationId})`}
        {status !== undefined && ` answered ${status}`}
      </Typography>
      <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
        <Box component="span" sx={{ color: side === 'answer' ? alertRed : '#8a4b00', fontWeight: 500 }}>
          {side === 'answer' ? "The provider's answer" : "The storefront's request"}
        </Box>{' '}
        breaks its contract ({check}
        {/* '' points at the whole body, which the message names itself. */}
        {pointer !== undefined && pointer !== '' && (
          <>
            {' at '}
            <code>{pointer}</code>
          </>
        )}
        ): {message}
      </Typography>
      <Typography component="time" variant="caption" dateTime={at} sx={{ color: 'grey.700' }}>
        {timeOf(at)}
      </Typography>
    </Box>
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
  const toggleColor = shown.length > 0 ? alertRed : '#212121';

  const closeOnEscape = (event: KeyboardEvent) => {
    if (event.key !== 'Escape' || !open) return;
    setOpen(false);
    toggle.current?.focus();
  };

  return (
    <Box
      component="aside"
      aria-label="Contract violations"
      onKeyDown={closeOnEscape}
      sx={{
        position: 'fixed',
        // The QA corner takes the right-hand side; this one the left, at the same height in the band above the bottom bar.
        left: 12,
        bottom: { xs: 'calc(var(--bottom-bar-height, 0px) + 12px)', md: 12 },
        // Under the storefront's dialogs and drawers (MUI's 1200 and up), which then cover it.
        zIndex: 1150,
        display: 'flex',
        flexDirection: 'column-reverse',
        alignItems: 'flex-start',
        gap: 1,
        maxWidth: 'calc(100vw - 24px)',
        pointerEvents: 'none',
        '& > *': { pointerEvents: 'auto' },
      }}
    >
      <Fab
        ref={toggle}
        variant="extended"
        size="medium"
        aria-expanded={open}
        aria-controls={open ? 'contract-violations-list' : undefined}
        onClick={() => setOpen(!open)}
        sx={{
          gap: 1,
          pr: 1,
          textTransform: 'none',
          bgcolor: toggleColor,
          color: 'common.white',
          '&:hover': { bgcolor: toggleColor },
          ...focusRing,
        }}
      >
        Contract violations{' '}
        <Box
          component="span"
          sx={{
            minWidth: 24,
            px: 0.75,
            borderRadius: 3,
            bgcolor: 'common.white',
            color: toggleColor,
            fontWeight: 700,
            textAlign: 'center',
          }}
        >
          {shown.length}
        </Box>
      </Fab>
      {open && (
        <Paper
          component="section"
          id="contract-violations-list"
          aria-labelledby="contract-violations-title"
          elevation={8}
          sx={{
            width: 'min(440px, calc(100vw - 24px))',
            maxHeight: 'min(60vh, 520px)',
            overflow: 'auto',
            px: 2,
            py: 1.5,
          }}
        >
          <Typography id="contract-violations-title" component="h2" variant="subtitle1" sx={{ fontWeight: 500 }}>
            Contract violations
          </Typography>
          <Typography variant="body2" sx={{ mb: 1, color: 'grey.800' }}>
            What the validating proxy at <code>{source.proxyUrl}</code> saw break the contracts. An answer listed here
            is the provider&apos;s to fix, not the page&apos;s.
          </Typography>
          {problem !== undefined && (
            <Typography variant="body2" role="status" sx={{ mb: 1, color: alertRed }}>
              The proxy cannot be read: {problem}
            </Typography>
          )}
          {shown.length === 0 ? (
            <Typography variant="body2" sx={{ mb: 1, color: 'grey.800' }}>
              None so far.
            </Typography>
          ) : (
            <Box component="ol" aria-label="Violations, newest first" sx={{ m: 0, mb: 1, p: 0, listStyle: 'none' }}>
              {shown.map((violation) => (
                <ViolationItem key={violation.id} violation={violation} />
              ))}
            </Box>
          )}
          <Button
            variant="outlined"
            color="inherit"
            size="small"
            onClick={() => setClearedThrough(violations.at(-1)?.id ?? 0)}
            sx={{ textTransform: 'none', ...focusRing }}
          >
            Clear
          </Button>
        </Paper>
      )}
    </Box>
  );
}
