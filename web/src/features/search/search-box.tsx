import SearchIcon from '@mui/icons-material/Search';
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
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useRef, useState, type FocusEvent, type KeyboardEvent } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { Link as RouterLink } from 'react-router-dom';
import type { Product } from '../../../../contracts';
import { selectProduct } from '../../lib/product-selection';
import { isHttpUrl } from '../../lib/runtime-config';
import { pointsRange } from './points-range';
import {
  searchQueryChanged,
  selectSearchError,
  selectSearchLastQuery,
  selectSearchResults,
  selectSearchStatus,
} from './search-slice';
import visuallyHidden from '@mui/utils/visuallyHidden';

/** The longest search text the contract admits (search-query.schema.json's q; search-box.test.tsx holds them equal). */
export const searchTextMaxLength = 100;

/** The product's image, or MUI's neutral placeholder when it has none or the image fails to load. */
function ResultImage({ imageUrl }: { imageUrl: Product['image_url'] }) {
  const [failed, setFailed] = useState(false);
  const shown = isHttpUrl(imageUrl) && !failed;
  return (
    <Avatar
      variant="rounded"
      alt=""
      src={shown ? imageUrl : undefined}
      slotProps={{ img: { onError: () => setFailed(true) } }}
    />
  );
}

/** The header's product search: a dropdown of matches under the box, each opening its product page. */
export function SearchBox() {
  const dispatch = useDispatch();
  const results = useSelector(selectSearchResults);
  const status = useSelector(selectSearchStatus);
  const error = useSelector(selectSearchError);
  const lastQuery = useSelector(selectSearchLastQuery);
  const [query, setQuery] = useState('');
  const [open, setOpen] = useState(false);
  const boxRef = useRef<HTMLDivElement>(null);
  const openOnFocus = useRef(true);

  const close = () => setOpen(false);
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Escape') return;
    close();
    // From a result, the focus would fall to the page with the closed panel: it goes back to the box, which stays shut.
    openOnFocus.current = false;
    boxRef.current?.querySelector('input')?.focus();
    openOnFocus.current = true;
  };
  // Tabbing past the results: the open panel would cover what takes the focus. (No relatedTarget: the focus went
  // nowhere, e.g. to another window, or a press outside, which the click-away listener handles.)
  const onBlur = ({ relatedTarget }: FocusEvent) => {
    if (relatedTarget instanceof Node && !boxRef.current?.contains(relatedTarget)) close();
  };

  return (
    // A press anywhere else closes the results, mouse, pen or touch alike.
    <ClickAwayListener onClickAway={close} mouseEvent="onPointerDown" touchEvent={false}>
      <Box
        ref={boxRef}
        role="search"
        onKeyDown={onKeyDown}
        onBlur={onBlur}
        // Below 600 px the box beside the logo is too narrow for the results (a name would wrap word by word): the
        // dropdown spans the header's row instead, its nearest positioned ancestor.
        sx={{ position: { xs: 'static', sm: 'relative' }, width: '100%' }}
      >
        <TextField
          type="search"
          placeholder="Search for coupons..."
          size="small"
          fullWidth
          value={query}
          onChange={(event) => {
            setQuery(event.target.value);
            setOpen(true);
            dispatch(searchQueryChanged(event.target.value));
          }}
          onFocus={() => setOpen(openOnFocus.current)}
          slotProps={{
            htmlInput: { 'aria-label': 'Search products', maxLength: searchTextMaxLength },
            input: {
              startAdornment: (
                <InputAdornment position="start">
                  <SearchIcon fontSize="small" />
                </InputAdornment>
              ),
            },
          }}
          sx={{
            // Below 600 px, tighter edges and icon gap: with the header's smaller gap, the box's text gets the room for
            // its whole placeholder at 360 px.
            '& .MuiInputBase-root': { pl: { xs: 1, sm: 1.75 } },
            '& .MuiInputAdornment-positionStart': { mr: { xs: 0.75, sm: 1 } },
            '& .MuiInputBase-input': { pr: { xs: 1, sm: 1.75 } },
            // Chromium keeps the room of an empty box's (hidden) clear button: the placeholder needs it on small screens.
            '& input:placeholder-shown::-webkit-search-cancel-button': { display: 'none' },
          }}
        />
        {open && status !== 'idle' && (
          <Paper
            elevation={8}
            sx={{
              position: 'absolute',
              // On small screens 16 px in from the screen's edges like the row's content, 4 px under the box (the row's
              // 8 px padding less 4).
              top: { xs: 'calc(100% - 4px)', sm: 'calc(100% + 4px)' },
              left: { xs: 16, sm: 0 },
              right: { xs: 16, sm: 0 },
              // Above the mobile bottom bar (MUI's app bar layer).
              zIndex: (theme) => theme.zIndex.appBar + 1,
              maxHeight: '70vh',
              overflowY: 'auto',
            }}
          >
            {status === 'failed' && (
              <Alert severity="error" sx={{ m: 1 }}>
                {error}
              </Alert>
            )}
            {/* One live region for what the search came to, so that a screen reader hears each outcome as it comes. */}
            <div role="status">
              {status === 'loading' && results.length === 0 && (
                <Typography color="text.secondary" sx={{ p: 2 }}>
                  Searching...
                </Typography>
              )}
              {status === 'succeeded' && results.length === 0 && (
                <Typography sx={{ p: 2 }}>No products found for &quot;{lastQuery}&quot;</Typography>
              )}
              {results.length > 0 && (
                <Box component="p" sx={visuallyHidden}>
                  {results.length === 1 ? '1 product found' : `${results.length} products found`}
                </Box>
              )}
            </div>
            {results.length > 0 && (
              <List aria-label="Search results">
                {results.map((product) => (
                  <ListItem key={product.id} disablePadding>
                    <ListItemButton
                      component={RouterLink}
                      to="/shopping-cart"
                      state={{ product: selectProduct(product) }}
                      onClick={close}
                      // The ring inside the row: the dropdown's scrolling frame would cut one drawn outside.
                      sx={{ py: 0.5, '&.Mui-focusVisible': { outlineOffset: -2 } }}
                    >
                      <ListItemAvatar>
                        <ResultImage imageUrl={product.image_url} />
                      </ListItemAvatar>
                      <ListItemText
                        primary={product.name}
                        secondary={pointsRange(product)}
                        slotProps={{ primary: { variant: 'body2' } }}
                      />
                      {product.is_available && (
                        <Chip label="Available" color="success" variant="outlined" size="small" sx={{ ml: 1 }} />
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
