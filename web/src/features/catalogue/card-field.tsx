import { styled } from '@mui/material/styles';
import { useId, type InputHTMLAttributes, type ReactNode, type SelectHTMLAttributes } from 'react';

// A page of cards holds sixteen of these; as MUI's FormControl, InputLabel, OutlinedInput and NotchedOutline they were
// half of a card's render time. This draws the same small outlined field with its label in the notch from one
// styled element and native controls.
const FieldRoot = styled('div')(({ theme }) => ({
  position: 'relative',
  display: 'flex',
  alignItems: 'center',
  borderRadius: theme.shape.borderRadius,
  color: theme.palette.text.primary,
  ...theme.typography.body1,
  lineHeight: '1.4375em',
  '& > label': {
    position: 'absolute',
    top: 0,
    left: 0,
    zIndex: 1,
    maxWidth: 'calc(133% - 32px)',
    overflow: 'hidden',
    whiteSpace: 'nowrap',
    textOverflow: 'ellipsis',
    color: theme.palette.text.secondary,
    transform: 'translate(14px, -9px) scale(0.75)',
    transformOrigin: 'top left',
    pointerEvents: 'none',
  },
  '& > input, & > select': {
    flex: 1,
    minWidth: 0,
    margin: 0,
    border: 0,
    padding: '8.5px 14px',
    background: 'none',
    color: 'inherit',
    font: 'inherit',
    letterSpacing: 'inherit',
    outline: 'none',
  },
  '& > select': { appearance: 'none', paddingRight: 32, cursor: 'pointer' },
  '& > .adornment': { paddingLeft: 14, marginRight: 8, color: theme.palette.text.secondary },
  '& > .adornment + input': { paddingLeft: 0 },
  '& > svg': {
    position: 'absolute',
    right: 7,
    width: 24,
    height: 24,
    fill: theme.palette.action.active,
    pointerEvents: 'none',
  },
  '& > fieldset': {
    position: 'absolute',
    inset: '-5px 0 0',
    margin: 0,
    padding: '0 8px',
    minWidth: 0,
    border: '1px solid rgba(0, 0, 0, 0.23)',
    borderRadius: 'inherit',
    textAlign: 'left',
    pointerEvents: 'none',
  },
  '& > fieldset > legend': {
    display: 'block',
    width: 'auto',
    maxWidth: '100%',
    height: 11,
    padding: 0,
    overflow: 'hidden',
    whiteSpace: 'nowrap',
    fontSize: '0.75em',
    visibility: 'hidden',
  },
  '& > fieldset > legend > span': { display: 'inline-block', padding: '0 5px', opacity: 0, visibility: 'visible' },
  '&:hover > fieldset': { borderColor: theme.palette.text.primary },
  '&:focus-within > label': { color: theme.palette.primary.main },
  '&:focus-within > fieldset': { borderColor: theme.palette.primary.main, borderWidth: 2 },
  '&.invalid > label': { color: theme.palette.error.main },
  '&.invalid > fieldset': { borderColor: theme.palette.error.main },
  '&.disabled': { color: theme.palette.text.disabled },
  '&.disabled > label': { color: theme.palette.text.disabled },
  '&.disabled > fieldset': { borderColor: theme.palette.action.disabled },
}));

interface CardFieldProps {
  label: string;
  error?: boolean;
  disabled?: boolean;
  /** Text before the control, e.g. the currency. */
  adornment?: string;
}

function FieldFrame({ label, error, disabled, id, children }: CardFieldProps & { id: string; children: ReactNode }) {
  const state = disabled ? 'disabled' : error ? 'invalid' : undefined;
  return (
    <FieldRoot className={state}>
      <label htmlFor={id}>{label}</label>
      {children}
      <fieldset aria-hidden="true">
        <legend>
          <span>{label}</span>
        </legend>
      </fieldset>
    </FieldRoot>
  );
}

/** A small outlined text box with its label in the outline's notch. */
export function CardInput({
  label,
  error,
  disabled,
  adornment,
  ...input
}: CardFieldProps & Omit<InputHTMLAttributes<HTMLInputElement>, 'id'>) {
  const id = useId();
  return (
    <FieldFrame {...{ label, error, disabled, id }}>
      {adornment !== undefined && <span className="adornment">{adornment}</span>}
      <input id={id} disabled={disabled} aria-invalid={error || undefined} {...input} />
    </FieldFrame>
  );
}

/** A small outlined native select with its label in the outline's notch. */
export function CardSelect({
  label,
  error,
  disabled,
  ...select
}: CardFieldProps & Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id'>) {
  const id = useId();
  return (
    <FieldFrame {...{ label, error, disabled, id }}>
      <select id={id} disabled={disabled} aria-invalid={error || undefined} {...select} />
      <svg aria-hidden="true" viewBox="0 0 24 24">
        <path d="M7 10l5 5 5-5z" />
      </svg>
    </FieldFrame>
  );
}
