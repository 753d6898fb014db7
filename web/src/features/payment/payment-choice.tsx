import Alert from '@mui/material/Alert';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Paper from '@mui/material/Paper';
import { useState, type ReactNode } from 'react';
import type { PaymentLinks } from '../../../../contracts';
import { framePanelSx } from './page-frame';
import { PaymentMethodGrid } from './payment-method-grid';
import { payLinkOf, type PaymentMethod } from './payment-methods';
import { acceptTermsMessage, chooseMethodMessage, termsText } from './payment-texts';

export interface PaymentChoiceRules {
  /** What the page says when the chosen method has no usable link (the two pages word it differently). */
  unavailableMessage: (methodName: string) => string;
  /** Leaves for the method's UPI page. */
  open: (link: string) => void;
}

/**
 * A payment page's choice (spec section 5): a method, the terms accepted, then its link; the first rule broken is the
 * problem the page shows.
 */
export function usePaymentChoice({ unavailableMessage, open }: PaymentChoiceRules) {
  const [method, setMethod] = useState<PaymentMethod | null>(null);
  const [termsAccepted, setTermsAccepted] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const pay = (links: PaymentLinks) => {
    if (method === null) return setProblem(chooseMethodMessage);
    if (!termsAccepted) return setProblem(acceptTermsMessage);
    const link = payLinkOf(links, method);
    if (link === null) return setProblem(unavailableMessage(method.name));
    setProblem(null);
    open(link);
  };
  // A problem names what the last Pay lacked: it goes once that is met. Another method also ends the problem of the
  // one before (its link), not the terms still unaccepted.
  const choose = (next: PaymentMethod | null) => {
    setMethod(next);
    if (next !== null && problem !== acceptTermsMessage) setProblem(null);
  };
  const acceptTerms = (accepted: boolean) => {
    setTermsAccepted(accepted);
    if (accepted && problem === acceptTermsMessage) setProblem(null);
  };
  return { method, setMethod: choose, termsAccepted, setTermsAccepted: acceptTerms, problem, pay };
}

type PaymentChoice = ReturnType<typeof usePaymentChoice>;

function TermsCheckbox({
  checked,
  onChange,
  disabled = false,
}: {
  checked: boolean;
  onChange: (checked: boolean) => void;
  disabled?: boolean;
}) {
  return (
    <FormControlLabel
      label={termsText}
      disabled={disabled}
      control={<Checkbox checked={checked} onChange={(event) => onChange(event.target.checked)} />}
    />
  );
}

/**
 * Where both payment pages take the choice, in the order the spec gives /payment and /verify-details shares ('Same
 * layout'): the terms, the method tiles, the problem of the last Pay, then the page's own notices and buttons.
 */
export function PaymentChoiceSection({
  choice,
  links,
  disabled = false,
  children,
}: {
  choice: PaymentChoice;
  links: PaymentLinks;
  /** The order can no longer be paid: neither the terms nor a method can be chosen. */
  disabled?: boolean;
  children: ReactNode;
}) {
  return (
    <Paper
      component="section"
      variant="outlined"
      aria-label="Payment"
      sx={{ ...framePanelSx, display: 'grid', gap: 2 }}
    >
      <TermsCheckbox checked={choice.termsAccepted} onChange={choice.setTermsAccepted} disabled={disabled} />
      <PaymentMethodGrid links={links} chosen={choice.method} onChoose={choice.setMethod} disabled={disabled} />
      {choice.problem !== null && <Alert severity="error">{choice.problem}</Alert>}
      {children}
    </Paper>
  );
}
