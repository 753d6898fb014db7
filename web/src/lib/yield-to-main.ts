interface TaskScheduler {
  yield(): Promise<void>;
}

/**
 * Ends the task under way and goes on in a new one, so that a long piece of work becomes several short tasks between
 * which the browser can paint and answer input. `scheduler.yield()` resumes ahead of other waiting tasks where the
 * browser has it (Chromium 129 on); elsewhere a zero timeout queues the rest behind them.
 */
export function yieldToMain(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: Partial<TaskScheduler> }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}
