import { useId, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import type { Product } from '../../../../contracts';
import { plainText } from '../../lib/plain-text';
import styles from './product-texts.module.css';
import { withModifier } from '../../lib/ui/modifier-keys';

type ProductTextsProps = Pick<Product, 'details' | 'terms_and_conditions' | 'how_to_use'>;

/** The provider's texts in tabs, always as plain text: they may carry markup that must never reach the page. */
export function ProductTexts({ details, terms_and_conditions: terms, how_to_use: howToUse }: ProductTextsProps) {
  const id = useId();
  const [selected, setSelected] = useState(0);
  const tabRefs = useRef<(HTMLButtonElement | null)[]>([]);
  const tabs = useMemo(
    () => [
      { label: 'Description', text: plainText(details) },
      { label: 'Terms', text: plainText(terms) },
      { label: 'Redeem', text: plainText(howToUse) },
    ],
    [details, terms, howToUse],
  );

  // WAI-ARIA's tabs pattern: the arrows (wrapping round), Home and End move between the tabs, and the panels show at
  // once, so the tab in focus is the one selected; Tab leaves the list for the panel.
  const moveWithKeys = (event: KeyboardEvent<HTMLDivElement>) => {
    const last = tabs.length - 1;
    const next = {
      ArrowRight: selected === last ? 0 : selected + 1,
      ArrowLeft: selected === 0 ? last : selected - 1,
      Home: 0,
      End: last,
    }[event.key];
    if (next === undefined || withModifier(event)) return;
    event.preventDefault();
    setSelected(next);
    tabRefs.current[next]?.focus();
  };

  return (
    <section aria-label="Product information" className={styles.texts}>
      <div role="tablist" aria-label="Product information" className={styles.tabList} onKeyDown={moveWithKeys}>
        {tabs.map((tab, index) => (
          <button
            key={tab.label}
            ref={(element) => {
              tabRefs.current[index] = element;
            }}
            type="button"
            role="tab"
            id={`${id}-tab-${index}`}
            aria-controls={`${id}-panel-${index}`}
            aria-selected={index === selected}
            tabIndex={index === selected ? 0 : -1}
            className={styles.tab}
            onClick={() => setSelected(index)}
          >
            {tab.label}
          </button>
        ))}
      </div>
      {tabs.map((tab, index) => (
        <div
          key={tab.label}
          role="tabpanel"
          hidden={index !== selected}
          id={`${id}-panel-${index}`}
          aria-labelledby={`${id}-tab-${index}`}
          // A panel of plain text has nothing to focus inside it: the panel itself takes the focus after the tabs.
          tabIndex={0}
          className={styles.panel}
        >
          <p>{tab.text}</p>
        </div>
      ))}
    </section>
  );
}
