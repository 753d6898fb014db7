import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { Fragment, useId, type ReactNode } from 'react';

export interface PageLayoutProps {
  title: ReactNode;
  /** Paragraphs under the title, inside the page's header. */
  intro?: ReactNode;
  /** The readable width of the page's column, in px. */
  maxWidth: number;
  children: ReactNode;
}

/** A content page's frame: one landmark, one h1 and its introduction, then the page's own parts in a column. */
export function PageLayout({ title, intro, maxWidth, children }: PageLayoutProps) {
  return (
    <Box
      component="main"
      sx={{
        display: 'grid',
        // The column may be narrower than its longest word or widest control (320 px, WCAG 1.4.10): a word that would
        // not fit breaks (anywhere, unlike break-word, also lets the grids inside shrink below it).
        gridTemplateColumns: 'minmax(0, 1fr)',
        overflowWrap: 'anywhere',
        gap: 3,
        width: '100%',
        maxWidth: `${maxWidth}px`,
        mx: 'auto',
        px: { xs: 2, md: 3 },
        py: { xs: 3, sm: 4 },
        // A table's words wrap whole: breaking anywhere lets a table's automatic layout squeeze a column to a letter or
        // two ('Local storag-e'). A table wider than the column scrolls in its own frame; a code or address in a cell
        // that must break may still break anywhere (overflow-wrap on the cell).
        '& table': { overflowWrap: 'normal' },
      }}
    >
      <Box component="header" sx={{ display: 'grid', gap: 1 }}>
        {/* Focusable from code: where a page sends the focus when what held it goes away. */}
        <Typography component="h1" variant="h4" tabIndex={-1}>
          {title}
        </Typography>
        {intro}
      </Box>
      {children}
    </Box>
  );
}

/** A part of a page under its h2, named by it for screen readers' landmark lists. */
export function PageSection({ title, children }: { title: string; children: ReactNode }) {
  const headingId = useId();
  return (
    <Box component="section" aria-labelledby={headingId} sx={{ display: 'grid', gap: 1.5 }}>
      <Typography id={headingId} component="h2" variant="h5">
        {title}
      </Typography>
      {children}
    </Box>
  );
}

/**
 * A long code or address for a page's column, with a line-break opportunity (`<wbr>`) after each of `marks`, e.g. a
 * URL's slashes: where it must wrap it wraps between its parts ('https://claim.example.com/v/' then '8274791976')
 * rather than at whichever letter fills the line (the column's overflow-wrap: anywhere, PageLayout, stays the last
 * resort). Its text, what a copy or a screen reader gets, is unchanged.
 */
export function withSoftBreaks(text: string, marks: string): ReactNode {
  const parts: string[] = [];
  let start = 0;
  for (let index = 0; index < text.length - 1; index += 1) {
    if (!marks.includes(text.charAt(index))) continue;
    parts.push(text.slice(start, index + 1));
    start = index + 1;
  }
  parts.push(text.slice(start));
  if (parts.length === 1) return text;
  return parts.map((part, index) => (
    // The parts of a fixed text, never reordered: their places identify them.
    <Fragment key={index}>
      {index > 0 && <wbr />}
      {part}
    </Fragment>
  ));
}
