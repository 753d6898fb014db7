import Alert from '@mui/material/Alert';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import ClickAwayListener from '@mui/material/ClickAwayListener';
import InputAdornment from '@mui/material/InputAdornment';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemAvatar from '@mui/material/ListItemAvatar';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import OutlinedInput from '@mui/material/OutlinedInput';
import Paper from '@mui/material/Paper';
import SvgIcon from '@mui/material/SvgIcon';
import Typography from '@mui/material/Typography';
import { useState, type KeyboardEvent } from 'react';
import { Link } from 'react-router-dom';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { isHttpUrl } from '../../lib/runtime-config';
import { selectProduct } from '../product';
import { pointsRange } from './points-range';
import {
  searchQueryChanged,
  selectSearchError,
  selectSearchLastQuery,
  selectSearchResults,
  selectSearchStatus,
} from './search-slice';

function SearchIcon() {
  return (
    <SvgIcon fontSize="small" color="action">
      <path d="M15.5 14h-.79l-.28-.27A6.47 6.47 0 0 0 16 9.5 6.5 6.5 0 1 0 9.5 16c1.61 0 3.09-.59 4.23-1.57l.27.28v.79l5 4.99L20.49 19zm-6 0C7.01 14 5 11.99 5 9.5S7.01 5 9.5 5 14 7.01 14 9.5 11.99 14 9.5 14" />
    </SvgIcon>
  );
}

/** The header's product search: a dropdown of matches under the box, each opening its product page. */
export function SearchBox() {
  const dispatch = useAppDispatch();
  const results = useAppSelector(selectSearchResults);
  const status = useAppSelector(selectSearchStatus);
  const error = useAppSelector(selectSearchError);
  const lastQuery = useAppSelector(selectSearchLastQuery);
  const [query, setQuery] = useState('');
  const [open, setOpen] = useState(false);

  const close = () => setOpen(false);
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape') close();
  };

  return (
    <ClickAwayListener onClickAway={close}>
      <Box role="search" onKeyDown={onKeyDown} sx={{ position: 'relative', width: '100%' }}>
        {/* An outlined input alone: TextField would bring its select machinery into every page's header. */}
        <OutlinedInput
          type="search"
          size="small"
          fullWidth
          placeholder="Search for coupons..."
          value={query}
          onChange={(event) => {
            setQuery(event.target.value);
            setOpen(true);
            dispatch(searchQueryChanged(event.target.value));
          }}
          onFocus={() => setOpen(true)}
          inputProps={{ 'aria-label': 'Search products' }}
          startAdornment={
            <InputAdornment position="start">
              <SearchIcon />
            </InputAdornment>
          }
          sx={{ bgcolor: 'background.paper' }}
        />
        {open && status !== 'idle' && (
          <Paper
            elevation={8}
            sx={{
              position: 'absolute',
              top: 'calc(100% + 4px)',
              left: 0,
              right: 0,
              zIndex: (theme) => theme.zIndex.appBar + 1,
              maxHeight: '70vh',
              overflowY: 'auto',
              color: 'text.primary',
            }}
          >
            {status === 'failed' && (
              <Alert severity="error" sx={{ m: 1 }}>
                {error}
              </Alert>
            )}
            {status === 'loading' && results.length === 0 && (
              <Typography role="status" sx={{ p: 2 }} color="text.secondary">
                Searching...
              </Typography>
            )}
            {status === 'succeeded' && results.length === 0 && (
              <Typography sx={{ p: 2 }}>No products found for &quot;{lastQuery}&quot;</Typography>
            )}
            {results.length > 0 && (
              <List dense aria-label="Search results">
                {results.map((product) => (
                  <ListItem key={product.id} disablePadding>
                    <ListItemButton
                      component={Link}
                      to="/shopping-cart"
                      state={{ product: selectProduct(product) }}
                      onClick={close}
                    >
                      <ListItemAvatar>
                        <Avatar
                          variant="rounded"
                          alt=""
                          src={isHttpUrl(product.image_url) ? product.image_url : undefined}
                        />
                      </ListItemAvatar>
                      <ListItemText primary={product.name} secondary={pointsRange(product)} />
                      {product.is_available && (
                        <Chip label="Available" size="small" color="success" variant="outlined" sx={{ ml: 1 }} />
                      )}
                    </ListItemButton>
                  </ListItem>
                ))}
              </List>
            )}
          </Paper>
        )}
      </Box>
    </ClickAwayListener>
  );
}
