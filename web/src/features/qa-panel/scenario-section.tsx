import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import type { ScenarioList } from './admin-api';
import { Note, PanelSection, PlainList } from './panel-parts';

interface ScenarioSectionProps {
  scenarios: ScenarioList;
  busy: boolean;
  onSwitch: (name: string) => void;
  onReset: () => void;
}

export function ScenarioSection({ scenarios, busy, onSwitch, onReset }: ScenarioSectionProps) {
  const active = scenarios.scenarios.find(({ name }) => name === scenarios.active);
  return (
    <PanelSection id="qa-panel-scenario" title="Scenario">
      <Typography variant="body2">
        <strong>{scenarios.active}</strong>
        {active !== undefined && `: ${active.description}`}
      </Typography>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, my: 0.75 }}>
        <Button size="small" variant="outlined" disabled={busy} onClick={onReset}>
          Reset
        </Button>
        <Note>Throws every change away and reseeds this scenario.</Note>
      </Box>
      <Box component="details" sx={{ '& > summary': { cursor: 'pointer', my: 0.75 } }}>
        <Typography component="summary" variant="body2">
          Switch scenario ({scenarios.scenarios.length})
        </Typography>
        <PlainList>
          {scenarios.scenarios.map(({ name, description }) => (
            <li key={name}>
              <Link
                component="button"
                variant="body2"
                aria-current={name === scenarios.active ? 'true' : undefined}
                disabled={busy}
                onClick={() => onSwitch(name)}
                sx={{ fontWeight: 500, textAlign: 'left', '&[aria-current="true"]': { color: 'text.primary' } }}
              >
                {name}
              </Link>
              <Note>{description}</Note>
            </li>
          ))}
        </PlainList>
      </Box>
      <Note>A switch or a reset signs out and opens the home page on the new seed.</Note>
    </PanelSection>
  );
}
