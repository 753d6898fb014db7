import { useEffect, useState } from 'react';
import { Button } from '../../lib/ui/button';
import styles from './slogan-carousel.module.css';

/** Spec section 2: the slides advance by themselves, 5 s each. */
export const slideIntervalMs = 5000;

export const slogans = [
  { title: 'Gift cards for every occasion', line: 'Vouchers from the brands you love, in the amount you choose.' },
  { title: 'Your points are money', line: 'Every point is worth one rupee at checkout.' },
  { title: 'Shop, redeem, repeat', line: 'Your orders and your points balance, all in one place.' },
] as const;

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
    <section aria-roledescription="carousel" aria-label="Highlights" className={styles.carousel}>
      <div
        role="group"
        aria-roledescription="slide"
        aria-label={`${index + 1} of ${slogans.length}`}
        aria-live={playing ? 'off' : 'polite'}
        className={styles.slide}
      >
        <p className={styles.title}>{slogan.title}</p>
        <p className={styles.line}>{slogan.line}</p>
      </div>
      <div className={styles.controls}>
        {slogans.map((candidate, position) => (
          <button
            key={candidate.title}
            type="button"
            aria-label={`Slide ${position + 1}`}
            aria-current={position === index ? 'true' : undefined}
            onClick={() => setIndex(position)}
            className={styles.dot}
          />
        ))}
        <Button
          size="small"
          color="inherit"
          onClick={() => setPlaying((current) => !current)}
          className={styles.playback}
        >
          {playing ? 'Pause slides' : 'Play slides'}
        </Button>
      </div>
    </section>
  );
}
