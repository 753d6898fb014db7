import { Spinner } from '../../lib/ui/spinner';
import styles from './configuration-spinner.module.css';

/** Drawn as web/index.html draws it before the JavaScript arrives, so the first render replaces it unnoticed. */
export function ConfigurationSpinner() {
  return (
    <main className={styles.screen}>
      <Spinner label="Loading configuration" />
    </main>
  );
}
