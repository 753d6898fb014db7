import Box from '@mui/material/Box';
import FormControl from '@mui/material/FormControl';
import InputLabel from '@mui/material/InputLabel';
import NativeSelect from '@mui/material/NativeSelect';
import OutlinedInput from '@mui/material/OutlinedInput';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useId, useMemo } from 'react';
import type { CoinHistoryEntry } from '../../../../contracts';
import { formatDateTime } from '../../lib/dates';
import { formatCoins, toPaise } from '../../lib/money';
import { StatusBadge } from './order-status-badge';
import {
  coinHistoryView,
  type CoinHistoryFilter,
  type CoinHistorySort,
  type CoinHistoryViewOptions,
} from './coin-history-view';

export const noMatchingEntriesText = 'No entries match your search.';

const sortLabels: Record<CoinHistorySort, string> = { date: 'Newest first', amount: 'Highest amount' };
const filterLabels: Record<CoinHistoryFilter, string> = { all: 'All', redeemed: 'Redeemed', pending: 'Pending' };

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
      <Typography variant="body2" color="textSecondary">
        {date === null ? 'Date not available' : <time dateTime={entry.created_at}>{date}</time>}
      </Typography>
      {/* Spec section 4: Redeemed or Pending by is_redeemed, in the order badges' fixed green and yellow. */}
      <StatusBadge
        label={entry.is_redeemed ? 'Redeemed' : 'Pending'}
        tone={entry.is_redeemed ? 'completed' : 'pending'}
        sx={{ justifySelf: 'end' }}
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
  const sortId = useId();
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
        <FormControl size="small" sx={{ minWidth: 160 }}>
          <InputLabel htmlFor={sortId}>Sort by</InputLabel>
          <NativeSelect
            id={sortId}
            value={view.sort}
            onChange={(event) => onChange({ sort: event.target.value as CoinHistorySort })}
            input={<OutlinedInput label="Sort by" />}
          >
            {Object.entries(sortLabels).map(([sort, label]) => (
              <option key={sort} value={sort}>
                {label}
              </option>
            ))}
          </NativeSelect>
        </FormControl>
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

/** The loaded coin history: the sort, filter and search, how many entries show, and the entries. */
interface CoinHistoryEntriesProps {
  entries: readonly CoinHistoryEntry[];
  view: CoinHistoryViewOptions;
  onViewChange: (change: Partial<CoinHistoryViewOptions>) => void;
}

export function CoinHistoryEntries({ entries, view, onViewChange }: CoinHistoryEntriesProps) {
  const shown = useMemo(() => coinHistoryView(entries, view), [entries, view]);
  return (
    <Box sx={{ display: 'grid', gap: 1 }}>
      <CoinHistoryControls view={view} onChange={onViewChange} />
      <Typography variant="body2" color="textSecondary" role="status">
        {`Showing ${shown.length} of ${entries.length}`}
      </Typography>
      {shown.length === 0 ? (
        <Box sx={{ py: 3, display: 'grid', justifyItems: 'center', gap: 1.5, textAlign: 'center' }}>
          <Typography component="p">{noMatchingEntriesText}</Typography>
        </Box>
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
