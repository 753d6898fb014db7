import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { useOrderIdParam } from './use-order-id-param';

/** /loading: a full-page spinner that hands the order of ?orderid= to /payment (or, without one, goes home). */
export function LoadingPage() {
  const orderId = useOrderIdParam();
  const navigate = useNavigate();
  useEffect(() => {
    void navigate(orderId === null ? '/' : `/payment?orderid=${encodeURIComponent(orderId)}`, { replace: true });
  }, [navigate, orderId]);
  return (
    <Box component="main" sx={{ minHeight: '60vh', display: 'grid', placeItems: 'center', gap: 2 }}>
      <CircularProgress aria-label="Loading" />
      <Typography>Loading...</Typography>
    </Box>
  );
}
