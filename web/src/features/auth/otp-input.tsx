import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import { useRef, type ClipboardEvent, type KeyboardEvent } from 'react';

export interface OtpInputProps {
  /** One entry per box: a digit or ''. */
  digits: readonly string[];
  onChange: (digits: string[]) => void;
}

/** Single-digit boxes: digits only, typing moves to the next box, Backspace goes back, a pasted code fills them all. */
export function OtpInput({ digits, onChange }: OtpInputProps) {
  const boxes = useRef<(HTMLInputElement | null)[]>([]);
  const focus = (position: number) => boxes.current[position]?.focus();
  const withDigits = (from: number, entered: string[]) =>
    digits.map((digit, position) =>
      position >= from && position < from + entered.length ? (entered[position - from] ?? '') : digit,
    );

  const type = (position: number, value: string) => {
    if (value === '') {
      onChange(withDigits(position, ['']));
      return;
    }
    // The box may already hold a digit: the one just typed is the last.
    const typed = value.replace(/\D/g, '').slice(-1);
    if (typed === '') return;
    onChange(withDigits(position, [typed]));
    focus(position + 1);
  };

  const onKeyDown = (position: number) => (event: KeyboardEvent) => {
    if (event.key !== 'Backspace') return;
    event.preventDefault();
    // A filled box is cleared and keeps the focus, so the next digit typed takes its place; from an empty one,
    // Backspace goes back and clears the box before it.
    const target = digits[position] === '' ? position - 1 : position;
    if (target < 0) return;
    onChange(withDigits(target, ['']));
    focus(target);
  };

  const onPaste = (position: number) => (event: ClipboardEvent) => {
    event.preventDefault();
    const pasted = event.clipboardData
      .getData('text')
      .replace(/\D/g, '')
      .slice(0, digits.length - position);
    if (pasted === '') return;
    onChange(withDigits(position, pasted.split('')));
    focus(Math.min(position + pasted.length, digits.length - 1));
  };

  return (
    <Box
      role="group"
      aria-label="One-time password"
      sx={{ display: 'flex', gap: { xs: 1, sm: 2 }, justifyContent: 'center' }}
    >
      {digits.map((digit, position) => (
        <TextField
          // The boxes never move, so their position is their identity.
          key={position}
          value={digit}
          inputRef={(element: HTMLInputElement | null) => {
            boxes.current[position] = element;
          }}
          onChange={(event) => type(position, event.target.value)}
          onKeyDown={onKeyDown(position)}
          onPaste={onPaste(position)}
          onFocus={(event) => event.target.select()}
          slotProps={{
            htmlInput: {
              inputMode: 'numeric',
              autoComplete: position === 0 ? 'one-time-code' : 'off',
              'aria-label': `Digit ${position + 1} of ${digits.length}`,
            },
          }}
          // 56 px each where there is room; narrower on a 320 px screen rather than past its edge.
          sx={{ flex: '0 1 56px', minWidth: 0, '& input': { textAlign: 'center', fontSize: '1.5rem', py: 1.5 } }}
        />
      ))}
    </Box>
  );
}
