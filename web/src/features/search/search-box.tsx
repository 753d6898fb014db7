import { useEffect, useRef, useState, type FocusEvent, type KeyboardEvent } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { Link } from 'react-router-dom';
import type { Product } from '../../../../contracts';
import { selectProduct } from '../../lib/product-selection';
import { isHttpUrl } from '../../lib/runtime-config';
import { Alert } from '../../lib/ui/alert';
import { PersonIcon, SearchIcon } from '../../lib/ui/icons';
import { OutlinedInput } from '../../lib/ui/outlined-field';
import { pointsRange } from './points-range';
import styles from './search-box.module.css';
import typography from '../../lib/ui/typography.module.css';
import {
  searchQueryChanged,
  selectSearchError,
  selectSearchLastQuery,
  selectSearchResults,
  selectSearchStatus,
} from './search-slice';

/** The longest search text the contract admits (search-query.schema.json's q; search-box.test.tsx holds them equal). */
export const searchTextMaxLength = 100;

/** The product's image, or a neutral placeholder when it has none or the image fails to load. */
function ResultImage({ imageUrl }: { imageUrl: Product['image_url'] }) {
  const [failed, setFailed] = useState(false);
  if (!isHttpUrl(imageUrl) || failed) {
    return (
      <span className={`${styles.image} ${styles.noImage}`}>
        <PersonIcon size="inherit" />
      </span>
    );
  }
  return <img className={styles.image} alt="" src={imageUrl} onError={() => setFailed(true)} />;
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

  useEffect(() => {
    if (!open) return;
    const closeOnPointerOutside = (event: PointerEvent) => {
      if (event.target instanceof Node && !boxRef.current?.contains(event.target)) setOpen(false);
    };
    document.addEventListener('pointerdown', closeOnPointerOutside);
    return () => document.removeEventListener('pointerdown', closeOnPointerOutside);
  }, [open]);

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
  // nowhere, e.g. to another window, or a press outside that the pointer listener handles.)
  const onBlur = ({ relatedTarget }: FocusEvent) => {
    if (relatedTarget instanceof Node && !boxRef.current?.contains(relatedTarget)) close();
  };

  return (
    <div ref={boxRef} role="search" onKeyDown={onKeyDown} onBlur={onBlur} className={styles.search}>
      <OutlinedInput
        type="search"
        placeholder="Search for coupons..."
        aria-label="Search products"
        adornment={<SearchIcon size={20} />}
        fullWidth
        value={query}
        maxLength={searchTextMaxLength}
        onChange={(event) => {
          setQuery(event.target.value);
          setOpen(true);
          dispatch(searchQueryChanged(event.target.value));
        }}
        onFocus={() => setOpen(openOnFocus.current)}
      />
      {open && status !== 'idle' && (
        <div className={styles.panel}>
          {status === 'failed' && (
            <Alert severity="error" className={styles.error}>
              {error}
            </Alert>
          )}
          {/* One live region for what the search came to, so that a screen reader hears each outcome as it comes. */}
          <div role="status">
            {status === 'loading' && results.length === 0 && (
              <p className={`${styles.message} ${styles.searching}`}>Searching...</p>
            )}
            {status === 'succeeded' && results.length === 0 && (
              <p className={styles.message}>No products found for &quot;{lastQuery}&quot;</p>
            )}
            {results.length > 0 && (
              <p className={typography.visuallyHidden}>
                {results.length === 1 ? '1 product found' : `${results.length} products found`}
              </p>
            )}
          </div>
          {results.length > 0 && (
            <ul className={styles.results} aria-label="Search results">
              {results.map((product) => (
                <li key={product.id}>
                  <Link
                    className={styles.result}
                    to="/shopping-cart"
                    state={{ product: selectProduct(product) }}
                    onClick={close}
                  >
                    <ResultImage imageUrl={product.image_url} />
                    <span className={styles.text}>
                      <span className={styles.name}>{product.name}</span>
                      <span className={styles.points}>{pointsRange(product)}</span>
                    </span>
                    {product.is_available && <span className={styles.available}>Available</span>}
                  </Link>
                </li>
              ))}
            </ul>
          )}
        </div>
      )}
    </div>
  );
}
