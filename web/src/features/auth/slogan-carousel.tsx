import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import ButtonBase from '@mui/material/ButtonBase';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';

/** Spec section 2: the slides advance by themselves, 5 s each. */
export const slideIntervalMs = 5000;

export const slogans = [
  { title: 'Gift cards for every occasion', line: 'Vouchers from the brands you love, in the amount you choose.' },
  { title: 'Your points are money', line: 'Every point is worth one rupee at checkout.' },
  { title: 'Shop, redeem, repeat', line: 'Your orders and your points balance, all in one place.' },
] as const;

// On the brand colour the theme's primary-coloured ring would not show: the controls ring in the slide's text colour.
const focusRing = { '&.Mui-focusVisible': { outline: '2px solid currentColor', outlineOffset: 2 } };

/**
 * The rotating slogans beside the sign-in forms. A shopper can pause them (WCAG 2.2.2: moving content lasting over
 * 5 s) or pick one; a picked slide then stays its full 5 s.
 */
export function SloganCarousel() {
  const [index, setIndex] = useState(0);
  const [playing, setPlaying] = useState(true);

  useEffect(() => {
    if (!playing) return undefined;
    const timer = window.setTimeout(() => setIndex((current) => (current + 1) % slogans.length), slideIntervalMs);
    return () => window.clearTimeout(timer);
  }, [playing, index]);

  const slogan = slogans[index] ?? slogans[0];
  return (
    <Box
      component="section"
      aria-roledescription="carousel"
      aria-label="Highlights"
      sx={{
        display: 'flex',
        flexDirection: 'column',
        justifyContent: 'center',
        gap: 3,
        minHeight: { xs: 200, md: '100%' },
        p: { xs: 3, md: 5 },
        bgcolor: 'primary.main',
        color: 'primary.contrastText',
      }}
    >
      <Box
        role="group"
        aria-roledescription="slide"
        aria-label={`${index + 1} of ${slogans.length}`}
        aria-live={playing ? 'off' : 'polite'}
        sx={{ minHeight: { xs: 96, md: 140 } }}
      >
        <Typography variant="h5" component="p" sx={{ mb: 1, fontWeight: 700 }}>
          {slogan.title}
        </Typography>
        <Typography>{slogan.line}</Typography>
      </Box>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
        {slogans.map((candidate, position) => (
          <ButtonBase
            key={candidate.title}
            aria-label={`Slide ${position + 1}`}
            aria-current={position === index ? 'true' : undefined}
            onClick={() => setIndex(position)}
            // A 24 px target (WCAG 2.5.8) around a 12 px dot, filled for the slide shown.
            sx={{
              width: 24,
              height: 24,
              borderRadius: '50%',
              ...focusRing,
              '&::after': {
                content: '""',
                width: 12,
                height: 12,
                border: '2px solid currentColor',
                borderRadius: '50%',
              },
              '&[aria-current="true"]::after': { bgcolor: 'currentColor' },
            }}
          />
        ))}
        <Button
          size="small"
          color="inherit"
          onClick={() => setPlaying((current) => !current)}
          sx={{ ml: 'auto', textTransform: 'none', ...focusRing }}
        >
          {playing ? 'Pause slides' : 'Play slides'}
        </Button>
      </Box>
    </Box>
  );
}
