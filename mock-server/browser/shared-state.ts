import { http } from 'msw';
import type { Simulator } from '../simulator';
import { loadSnapshot, saveSnapshot, snapshotKey, type SnapshotStorage } from './snapshot-storage';

/**
 * The simulator's state as this page last wrote or read it in the origin's storage, which every tab of the demo shares
 * (the payment page opens in a tab of its own); another tab's write is restored before this page's next call.
 */
export class SharedState {
  private known: string | null = null;

  constructor(
    private readonly simulator: Simulator,
    private readonly storage: SnapshotStorage,
  ) {}

  save(): void {
    saveSnapshot(this.storage, this.simulator.snapshot());
    this.known = this.storage.getItem(snapshotKey);
  }

  /** Saves, unless another tab has written since this page last did: its state is newer than this page's. */
  saveUnlessChangedElsewhere(): void {
    if (this.storage.getItem(snapshotKey) === this.known) this.save();
  }

  /**
   * After this page's call was answered. A write is saved whatever another tab stored meanwhile: it is what the
   * shopper just did. A read changed nothing another tab needs (its journal line, the clock), and saved over a newer
   * state (the payment page's approval, written while a status poll was on its way) it would undo it for good; so it
   * leaves that state to be restored before the page's next call.
   */
  saveAfter(method: string): void {
    if (method === 'GET' || method === 'HEAD') this.saveUnlessChangedElsewhere();
    else this.save();
  }

  // Answers nothing: every request then goes on to the handler that answers it, on the state as the origin has it.
  readonly syncFirst = http.all('*', async () => {
    await this.restoreChangedElsewhere();
  });

  async restoreChangedElsewhere(): Promise<void> {
    const stored = this.storage.getItem(snapshotKey);
    if (stored === null || stored === this.known) return;
    this.known = stored;
    const snapshot = loadSnapshot(this.storage);
    if (snapshot !== null) await this.simulator.restore(snapshot);
  }
}
