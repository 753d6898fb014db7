import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import Link from '@mui/material/Link';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { useId, useLayoutEffect, useMemo, useState, type ReactNode } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { Link as RouterLink } from 'react-router-dom';
import type { CoinHistoryEntry } from '../../../../contracts';
import { formatDateTime } from '../../lib/dates';
import { formatCoins, toPaise } from '../../lib/money';
import { ExpandMoreIcon } from './account-icons';
import { toneStyle } from './order-status-badge';
import {
  coinHistoryFailedMessage,
  coinHistoryRequested,
  selectCoinEntries,
  selectCoinHistoryError,
  selectCoinHistoryStatus,
} from './coin-history-slice';
import {
  coinHistoryView,
  defaultCoinHistoryView,
  type CoinHistoryFilter,
  type CoinHistorySort,
  type CoinHistoryViewOptions,
} from './coin-history-view';

const noCoinHistoryText = 'No coin history yet.';
const noMatchingEntriesText = 'No entries match your search.';

const sortLabels: Record<CoinHistorySort, string> = { date: 'Newest first', amount: 'Highest amount' };
const filterLabels: Record<CoinHistoryFilter, string> = { all: 'All', redeemed: 'Redeemed', pending: 'Pending' };

function PanelMessage({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <Box sx={{ py: 3, display: 'grid', justifyItems: 'center', gap: 1.5, textAlign: 'center' }}>
      <Typography component="p">{title}</Typography>
      {children}
    </Box>
  );
}

function CoinEntryRow({ entry }: { entry: CoinHistoryEntry }) {
  const codeId = useId();
  const date = formatDateTime(entry.created_at);
  return (
    <Box
      component="li"
      aria-labelledby={codeId}
      sx={{
        py: 1.5,
        display: 'grid',
        gridTemplateColumns: 'minmax(0, 1fr) auto',
        columnGap: 2,
        rowGap: 0.5,
        alignItems: 'center',
        '& + &': { borderTop: 1, borderColor: 'divider' },
      }}
    >
      <Typography id={codeId} sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
        {entry.coupon_code}
      </Typography>
      <Typography sx={{ fontWeight: 700, textAlign: 'right', whiteSpace: 'nowrap' }}>
        {`${formatCoins(toPaise(entry.amount))} Pts`}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {date === null ? 'Date not available' : <time dateTime={entry.created_at}>{date}</time>}
      </Typography>
      {/* Spec section 4: Redeemed or Pending by is_redeemed, in the order badges' fixed green and yellow. */}
      <Chip
        size="small"
        label={entry.is_redeemed ? 'Redeemed' : 'Pending'}
        sx={{ justifySelf: 'end', fontWeight: 700, ...toneStyle[entry.is_redeemed ? 'completed' : 'pending'] }}
      />
    </Box>
  );
}

function CoinHistoryControls({
  view,
  onChange,
}: {
  view: CoinHistoryViewOptions;
  onChange: (change: Partial<CoinHistoryViewOptions>) => void;
}) {
  return (
    <Box sx={{ display: 'grid', gap: 1.5 }}>
      <TextField
        type="search"
        size="small"
        label="Search by coupon code"
        value={view.search}
        onChange={(event) => onChange({ search: event.target.value })}
        autoComplete="off"
      />
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, alignItems: 'center' }}>
        <TextField
          select
          size="small"
          label="Sort by"
          value={view.sort}
          onChange={(event) => onChange({ sort: event.target.value as CoinHistorySort })}
          slotProps={{ select: { native: true } }}
          sx={{ minWidth: 160 }}
        >
          {Object.entries(sortLabels).map(([sort, label]) => (
            <option key={sort} value={sort}>
              {label}
            </option>
          ))}
        </TextField>
        <ToggleButtonGroup
          exclusive
          size="small"
          aria-label="Show"
          value={view.filter}
          // A press on the chosen filter would choose none; one always stays chosen.
          onChange={(_event, filter: CoinHistoryFilter | null) => filter !== null && onChange({ filter })}
        >
          {Object.entries(filterLabels).map(([filter, label]) => (
            <ToggleButton key={filter} value={filter} sx={{ textTransform: 'none', px: 1.5 }}>
              {label}
            </ToggleButton>
          ))}
        </ToggleButtonGroup>
      </Box>
    </Box>
  );
}

function CoinHistoryContents() {
  const dispatch = useDispatch();
  const status = useSelector(selectCoinHistoryStatus);
  const error = useSelector(selectCoinHistoryError);
  const entries = useSelector(selectCoinEntries);
  const [view, setView] = useState(defaultCoinHistoryView);
  const shown = useMemo(() => coinHistoryView(entries, view), [entries, view]);

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
    return (
      <PanelMessage title="Loading your coin history...">
        <CircularProgress aria-label="Loading your coin history" />
      </PanelMessage>
    );
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
    <Box sx={{ display: 'grid', gap: 1 }}>
      <CoinHistoryControls view={view} onChange={(change) => setView((previous) => ({ ...previous, ...change }))} />
      <Typography variant="body2" color="text.secondary" role="status">
        {`Showing ${shown.length} of ${entries.length}`}
      </Typography>
      {shown.length === 0 ? (
        <PanelMessage title={noMatchingEntriesText} />
      ) : (
        <Box component="ul" aria-label="Coin history entries" sx={{ listStyle: 'none', m: 0, p: 0 }}>
          {shown.map((entry) => (
            <CoinEntryRow key={entry.id} entry={entry} />
          ))}
        </Box>
      )}
    </Box>
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
