import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useId, type ReactNode } from 'react';

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
      sx={{ width: '100%', maxWidth, mx: 'auto', px: { xs: 2, md: 3 }, py: { xs: 3, sm: 4 }, display: 'grid', gap: 3 }}
    >
      <Box component="header" sx={{ display: 'grid', gap: 1 }}>
        <Typography component="h1" variant="h4">
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
