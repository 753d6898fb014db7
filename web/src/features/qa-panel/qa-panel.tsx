import Box from '@mui/material/Box';
import Fab from '@mui/material/Fab';
import GlobalStyles from '@mui/material/GlobalStyles';
import { useRef, useState, type KeyboardEvent } from 'react';
import { QaPanelControls, type QaPanelProps } from './qa-panel-controls';

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
    <>
      {/* The page ends in a band as tall as the corner and its margins, which nothing of the storefront's fills: scrolled
          to its end, no footer link, text or last button of a page lies under the corner, at any width (a fixed height
          above the footer's last row lay over 'Cookie Policy' once the links wrapped at 360 px). The
          contract-violations corner keeps the same band. */}
      <GlobalStyles styles={{ body: { paddingBottom: 64 } }} />
      <Box
        component="aside"
        aria-label="QA panel"
        onKeyDown={closeOnEscape}
        sx={{
          position: 'fixed',
          right: 12,
          // In the page's last band, and on small screens above the mobile bottom bar.
          bottom: { xs: 'calc(var(--bottom-bar-height) + 12px)', md: 12 },
          // Under the storefront's dialogs and drawers (MUI's 1200 and up), which then cover it.
          zIndex: 1150,
          display: 'flex',
          flexDirection: 'column-reverse',
          alignItems: 'flex-end',
          gap: 1,
          pointerEvents: 'none',
          '& > *': { pointerEvents: 'auto' },
        }}
      >
        <Fab
          ref={toggle}
          size="small"
          aria-label="QA panel"
          aria-expanded={open}
          aria-controls={open ? 'qa-panel-controls' : undefined}
          onClick={() => setOpen(!open)}
          sx={{
            bgcolor: 'grey.900',
            color: 'common.white',
            '&:hover': { bgcolor: 'common.black' },
            '&.Mui-focusVisible': { outline: '3px solid #1a56db', outlineOffset: 2 },
          }}
        >
          QA
        </Fab>
        {open && <QaPanelControls admin={admin} reload={reload} />}
      </Box>
    </>
  );
}
