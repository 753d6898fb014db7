import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';

/**
 * The home banner in the brand's colours, drawn with CSS so the home route loads no image from elsewhere; its text is
 * part of the picture, so the whole banner is one image with one accessible name.
 */
export function CatalogueBanner({ productName }: { productName: string }) {
  const caption = 'Gift cards and vouchers for every occasion';
  return (
    <Box
      role="img"
      aria-label={`${productName}: ${caption}`}
      sx={{
        borderRadius: 2,
        px: { xs: 2.5, md: 5 },
        py: { xs: 3, md: 5 },
        color: 'primary.contrastText',
        background: (theme) =>
          `linear-gradient(120deg, ${theme.palette.primary.dark} 0%, ${theme.palette.primary.main} 100%)`,
      }}
    >
      <Typography component="p" sx={{ fontSize: { xs: '1.4rem', md: '2rem' }, fontWeight: 700, lineHeight: 1.2 }}>
        {productName}
      </Typography>
      <Typography component="p" sx={{ mt: 1, fontSize: { xs: '1rem', md: '1.15rem' } }}>
        {caption}
      </Typography>
    </Box>
  );
}
