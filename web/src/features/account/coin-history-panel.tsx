import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useId, useLayoutEffect, useState, type ReactNode } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { Link as RouterLink } from 'react-router-dom';
import { CoinHistoryEntries } from './coin-history-entries';
import {
  coinHistoryFailedMessage,
  coinHistoryRequested,
  selectCoinEntries,
  selectCoinHistoryError,
  selectCoinHistoryStatus,
} from './coin-history-slice';
import { defaultCoinHistoryView } from './coin-history-view';

const noCoinHistoryText = 'No coin history yet.';

function PanelMessage({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <Box sx={{ py: 3, display: 'grid', justifyItems: 'center', gap: 1.5, textAlign: 'center' }}>
      <Typography component="p">{title}</Typography>
      {children}
    </Box>
  );
}

function LoadingMessage() {
  return (
    <PanelMessage title="Loading your coin history...">
      <CircularProgress aria-label="Loading your coin history" />
    </PanelMessage>
  );
}

function CoinHistoryContents() {
  const dispatch = useDispatch();
  const status = useSelector(selectCoinHistoryStatus);
  const error = useSelector(selectCoinHistoryError);
  const entries = useSelector(selectCoinEntries);
  // Here rather than in the entries, so that a failed reload and Try again keep the shopper's choices.
  const [view, setView] = useState(defaultCoinHistoryView);

  if (status === 'failed') {
    return (
      <PanelMessage title={error ?? coinHistoryFailedMessage}>
        <Button variant="contained" onClick={() => dispatch(coinHistoryRequested())}>
          Try again
        </Button>
      </PanelMessage>
    );
  }
  // A reload (after a redemption, or on a return to the page) keeps the entries in view until the new ones arrive.
  if (status === 'idle' || (status === 'loading' && entries.length === 0)) {
    return <LoadingMessage />;
  }
  if (entries.length === 0) {
    return (
      <PanelMessage title={noCoinHistoryText}>
        <Link component={RouterLink} to="/redeem-voucher">
          Load coins with a voucher code
        </Link>
      </PanelMessage>
    );
  }
  return (
    <CoinHistoryEntries
      entries={entries}
      view={view}
      onViewChange={(change) => setView((previous) => ({ ...previous, ...change }))}
    />
  );
}

/**
 * The Coin History panel of Track Order: the shopper's coin movements (codes redeemed, coins held and refunded by
 * orders) with a sort, a filter and a search. Open at first: beside the orders it is half of the page, and the
 * shopper who comes to look at coins should not have to find the chevron; it loads when it appears.
 */
export function CoinHistoryPanel() {
  const dispatch = useDispatch();
  const summaryId = useId();
  // The accordion names its region after the summary and gives the region the id the summary controls.
  const detailsId = useId();

  // Before the first paint, so the entries of an earlier visit never flash as this visit's answer.
  useLayoutEffect(() => {
    dispatch(coinHistoryRequested());
  }, [dispatch]);

  return (
    <Accordion defaultExpanded disableGutters variant="outlined" slotProps={{ heading: { component: 'h2' } }}>
      <AccordionSummary id={summaryId} aria-controls={detailsId} expandIcon={<ExpandMoreIcon />}>
        <Typography component="span" variant="h6">
          Coin History
        </Typography>
      </AccordionSummary>
      <AccordionDetails>
        <CoinHistoryContents />
      </AccordionDetails>
    </Accordion>
  );
}
