import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import type { PaymentLinks } from '../../../../contracts';
import { payLinkOf, paymentMethods, type PaymentMethod } from './payment-methods';

interface PaymentMethodGridProps {
  links: PaymentLinks;
  chosen: PaymentMethod | null;
  onChoose: (method: PaymentMethod) => void;
}

/** The four method tiles; a tile without a link is disabled. */
export function PaymentMethodGrid({ links, chosen, onChoose }: PaymentMethodGridProps) {
  return (
    <ToggleButtonGroup
      exclusive
      aria-label="Payment method"
      value={chosen?.key ?? null}
      onChange={(_event, key: string | null) => {
        const method = paymentMethods.find((candidate) => candidate.key === key);
        if (method !== undefined) onChoose(method);
      }}
      sx={{ display: 'grid', gridTemplateColumns: 'repeat(2, 1fr)', gap: 1 }}
    >
      {paymentMethods.map((method) => (
        <ToggleButton
          key={method.key}
          value={method.key}
          disabled={payLinkOf(links, method) === null}
          sx={{ py: 2, fontWeight: 700, border: 1, borderColor: 'divider', borderRadius: '8px !important' }}
        >
          {method.name}
        </ToggleButton>
      ))}
    </ToggleButtonGroup>
  );
}
