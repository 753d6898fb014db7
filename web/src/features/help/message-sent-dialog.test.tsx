import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { MessageSentDialog } from './message-sent-dialog';

describe('Message Sent', () => {
  it('thanks a name that ends with its own full stop without a second one', () => {
    render(
      <MessageSentDialog
        sent={{ name: ' Mary-Jane O’Neil Jr. ', email: 'mj@example.com', message: 'Hello' }}
        organizationName="Lumen Rewards"
      />,
    );
    expect(screen.getByRole('dialog', { name: 'Message Sent' })).toHaveTextContent(
      'Thank you, Mary-Jane O’Neil Jr. The Lumen Rewards support team will reply to mj@example.com within 24-48 hours.',
    );
  });
});
