import { useEffect, useState } from 'react';

/** Spec section 9: the check icon shows for 2 s after a copy. */
export const copiedFeedbackMs = 2000;

export const copyRefusedMessage = 'Your browser did not allow copying. Select the text and copy it yourself.';

export type CopyOutcome = 'idle' | 'copied' | 'refused';

/** Copies a value to the clipboard on demand; 'copied' lasts 2 s, 'refused' until the next try. */
export function useClipboardCopy(value: string): { outcome: CopyOutcome; copy: () => Promise<void> } {
  const [outcome, setOutcome] = useState<CopyOutcome>('idle');

  useEffect(() => {
    if (outcome !== 'copied') return;
    const timer = window.setTimeout(() => setOutcome('idle'), copiedFeedbackMs);
    return () => window.clearTimeout(timer);
  }, [outcome]);

  const copy = async () => {
    try {
      // Undefined outside a secure context (plain http on another host): that lands in the catch too.
      await navigator.clipboard.writeText(value);
      setOutcome('copied');
    } catch {
      setOutcome('refused');
    }
  };

  return { outcome, copy };
}
