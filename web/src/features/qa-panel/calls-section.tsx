import Typography from '@mui/material/Typography';
import { describeIssue } from '../../../../contracts/runtime/error-bodies';
import type { JournalCall } from './admin-api';
import { Note, PanelSection, PlainList } from './panel-parts';
import { timeOfDay } from './simulator-time';

export function CallsSection({ calls }: { calls: JournalCall[] }) {
  return (
    <PanelSection id="qa-panel-calls" title="Last calls">
      {calls.length === 0 ? (
        <Note>No provider calls since the last reset.</Note>
      ) : (
        <PlainList label="Provider calls, newest first">
          {[...calls].reverse().map((call, index) => (
            <li key={`${call.at} ${index}`}>
              <Typography variant="body2" sx={{ fontFamily: 'monospace', overflowWrap: 'anywhere' }}>
                {timeOfDay(call.at)} {call.method} {call.path}{' '}
                <strong>{call.status === 0 ? 'no answer' : call.status}</strong>
              </Typography>
              {call.rule !== null && <Note>Rule: {call.rule}</Note>}
              {call.requestIssues.length > 0 && (
                <Typography variant="body2" color="error">
                  Breaks its contract: {call.requestIssues.map(describeIssue).join('; ')}
                </Typography>
              )}
            </li>
          ))}
        </PlainList>
      )}
    </PanelSection>
  );
}
