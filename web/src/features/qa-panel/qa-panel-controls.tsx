import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import {
  AdminApiError,
  type AdminApi,
  type JournalCall,
  type ScenarioList,
  type SeedUser,
  type SimulatorState,
} from './admin-api';
import { CallsSection } from './calls-section';
import { ClockSection } from './clock-section';
import { Note } from './panel-parts';
import { ScenarioSection } from './scenario-section';
import { SeedSection } from './seed-section';

/** How many of the journal's calls the panel lists. */
export const shownCalls = 20;

interface PanelData {
  scenarios: ScenarioList;
  state: SimulatorState;
  /** The device's time when the state was read, to run the simulator's clock on from. */
  readAt: number;
  calls: JournalCall[];
  seedUsers: SeedUser[];
}

async function readPanelData(admin: AdminApi): Promise<PanelData> {
  const [scenarios, state, calls, seedUsers] = await Promise.all([
    admin.scenarios(),
    admin.state(),
    admin.calls(shownCalls),
    admin.seedUsers(),
  ]);
  return { scenarios, state, readAt: Date.now(), calls, seedUsers };
}

const problemText = (error: unknown): string =>
  error instanceof AdminApiError ? error.message : 'The simulator could not be reached.';

export interface QaPanelProps {
  admin: AdminApi;
  /** Reloads the storefront, so that it shows what a new seed holds. */
  reload: () => void;
}

/** The panel's data and the admin calls it runs: one at a time, each failure shown as the simulator explained it. */
function useSimulatorControls({ admin, reload }: QaPanelProps) {
  const [data, setData] = useState<PanelData>();
  const [problem, setProblem] = useState('');
  const [busy, setBusy] = useState(false);

  const run = async (action: () => Promise<void>) => {
    setBusy(true);
    setProblem('');
    try {
      await action();
    } catch (error) {
      setProblem(problemText(error));
    } finally {
      setBusy(false);
    }
  };
  const refresh = () => run(async () => setData(await readPanelData(admin)));
  const reseed = (change: () => Promise<void>) =>
    void run(async () => {
      await change();
      reload();
    });
  const advance = (seconds: number) =>
    void run(async () => {
      await admin.advanceClock(seconds);
      setData(await readPanelData(admin));
    });

  return { data, problem, busy, refresh, reseed, advance };
}

/**
 * The simulator's controls, drawn while the panel is open: scenario, reset, clock, calls and seed data, read afresh at
 * every opening since the storefront has made calls and the clock has run on meanwhile.
 */
export function QaPanelControls({ admin, reload }: QaPanelProps) {
  const { data, problem, busy, refresh, reseed, advance } = useSimulatorControls({ admin, reload });
  // Once per opening: the panel unmounts this when it closes.
  // eslint-disable-next-line react-hooks/exhaustive-deps
  useEffect(() => void refresh(), []);

  return (
    <Paper
      id="qa-panel-controls"
      component="section"
      aria-labelledby="qa-panel-title"
      elevation={8}
      sx={{
        width: 'min(400px, calc(100vw - 24px))',
        maxHeight: { xs: 'calc(100vh - var(--bottom-bar-height) - 88px)', md: 'calc(100vh - 88px)' },
        overflow: 'auto',
        overscrollBehavior: 'contain',
        px: 2,
        pt: 1.5,
        pb: 2,
      }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 1 }}>
        <Typography id="qa-panel-title" component="h2" variant="h6">
          Simulator
        </Typography>
        <Button size="small" disabled={busy} onClick={() => void refresh()}>
          Refresh
        </Button>
      </Box>
      <Typography role="status" variant="body2" color="error">
        {problem}
      </Typography>
      {data === undefined ? (
        <Note>{busy ? 'Loading…' : ''}</Note>
      ) : (
        <>
          <ScenarioSection
            scenarios={data.scenarios}
            busy={busy}
            onSwitch={(name) => reseed(() => admin.useScenario(name))}
            onReset={() => reseed(() => admin.reset())}
          />
          <ClockSection clock={data.state.clock} readAt={data.readAt} busy={busy} onAdvance={advance} />
          <CallsSection calls={data.calls} />
          <SeedSection users={data.seedUsers} voucherCodes={data.state.voucherCodes} />
        </>
      )}
    </Paper>
  );
}
