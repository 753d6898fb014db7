import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import { ThemeProvider } from '@mui/material/styles';
import { act, fireEvent, render, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { DEFAULT_BUTTON_COLOR } from './brand-palette';
import { createStorefrontTheme } from './mui-theme';

describe('createStorefrontTheme', () => {
  function renderContainedButton(buttonColor?: string, disabled = false): HTMLElement {
    return renderContainedButtonWith(buttonColor === undefined ? {} : { button_color: buttonColor }, disabled);
  }

  function renderContainedButtonWith(
    branding: Parameters<typeof createStorefrontTheme>[0],
    disabled = false,
  ): HTMLElement {
    const { container } = render(
      <ThemeProvider theme={createStorefrontTheme(branding)}>
        <Button variant="contained" disabled={disabled}>
          Login
        </Button>
      </ThemeProvider>,
    );
    return within(container).getByRole('button', { name: 'Login' });
  }

  it('paints contained buttons #5BD318 by default with dark text for contrast', () => {
    expect(DEFAULT_BUTTON_COLOR).toBe('#5BD318');
    const style = getComputedStyle(renderContainedButton());
    expect(style.backgroundColor).toBe('rgb(91, 211, 24)');
    expect(style.color).toBe('rgba(0, 0, 0, 0.87)');
  });

  it('uses the configured button colour and its busy shade when disabled', () => {
    const style = getComputedStyle(renderContainedButton('#000000', true));
    expect(style.backgroundColor).toBe('rgb(76, 76, 76)');
    expect(style.color).toBe('rgb(255, 255, 255)');
  });

  it("gives the header and footer the primary colour and the configuration's text colours for them", () => {
    const configured = createStorefrontTheme({
      primary_color: '#000000',
      header_text_color: '#EEEEEE',
      footer_text_color: '#DDDDDD',
    }).palette;
    expect(configured.header).toMatchObject({ main: 'rgb(25, 25, 25)', contrastText: '#EEEEEE' });
    expect(configured.footer).toMatchObject({ main: 'rgb(25, 25, 25)', contrastText: '#DDDDDD' });
    // Without them, what reads on the primary colour: white on MUI's default blue.
    const unnamed = createStorefrontTheme().palette;
    expect(unnamed.header.contrastText).toBe('#fff');
    expect(unnamed.footer.contrastText).toBe('#fff');
  });

  it('lightens the primary colour by 10% and keeps the secondary colour', () => {
    const theme = createStorefrontTheme({ primary_color: '#000000', secondary_color: '#F2A900' });
    expect(theme.palette.primary.main).toBe('rgb(25, 25, 25)');
    expect(theme.palette.secondary.main).toBe('#F2A900');
  });

  it('uses the configured button text colour only when it is readable on the button', () => {
    const unreadable = getComputedStyle(
      renderContainedButtonWith({ button_color: '#5BD318', button_text_color: '#FFFFFF' }),
    );
    expect(unreadable.color).toBe('rgba(0, 0, 0, 0.87)');
    const readable = getComputedStyle(
      renderContainedButtonWith({ button_color: '#1B3A6B', button_text_color: '#FFFFFF' }),
    );
    expect(readable.color).toBe('rgb(255, 255, 255)');
  });

  // Without motion MUI shows keyboard focus by nothing else: no ripple.
  it('rings a button focused from the keyboard, with reduced motion too', async () => {
    const { container } = render(
      <ThemeProvider theme={createStorefrontTheme({ primary_color: '#000000' }, { reducedMotion: true })}>
        <Button>Close</Button>
      </ThemeProvider>,
    );
    const button = within(container).getByRole('button', { name: 'Close' });
    await userEvent.setup().tab();
    expect(button).toHaveFocus();
    expect(button).toHaveClass('Mui-focusVisible');
    expect(getComputedStyle(button).outline).toBe('2px solid rgb(25, 25, 25)');
  });

  describe('for a visitor whose system asks for less motion', () => {
    async function pressedButtonRipples(options: Parameters<typeof createStorefrontTheme>[1]): Promise<boolean> {
      const { container } = render(
        <ThemeProvider theme={createStorefrontTheme({}, options)}>
          <Button variant="contained">Login</Button>
        </ThemeProvider>,
      );
      fireEvent.mouseDown(within(container).getByRole('button', { name: 'Login' }));
      // MUI mounts a button's ripple on its first press and starts it a tick later.
      await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
      return container.querySelector('.MuiTouchRipple-child') !== null;
    }

    it('leaves out the ripple that a press draws for everyone else', async () => {
      expect(await pressedButtonRipples({})).toBe(true);
      expect(await pressedButtonRipples({ reducedMotion: true })).toBe(false);
    });

    it('opens and closes dialogs, menus and collapses at once, with no transition', () => {
      const still = createStorefrontTheme({}, { reducedMotion: true }).transitions;
      expect(still.create('opacity')).toBe('none');
      expect(still.duration.enteringScreen).toBe(0);
      expect(still.duration.leavingScreen).toBe(0);
      expect(still.getAutoHeightDuration(400)).toBe(0);
      const moving = createStorefrontTheme().transitions;
      expect(moving.create('opacity')).toMatch(/^opacity \d+ms/);
      expect(moving.duration.enteringScreen).toBeGreaterThan(0);
    });
  });

  it("marks a required field's input, with no asterisk in the label the spec quotes", () => {
    const { container } = render(
      <ThemeProvider theme={createStorefrontTheme()}>
        <TextField label="Email" required />
      </ThemeProvider>,
    );
    expect(within(container).getByLabelText('Email')).toBeRequired();
    expect(within(container).getByText('Email', { selector: 'label' })).toHaveTextContent(/^Email$/);
    expect(container.querySelectorAll('[class*="asterisk"]')).toHaveLength(0);
    // The outline's notch, cut to the width of its hidden legend, leaves no room for an asterisk either.
    expect(container.querySelector('legend')).toHaveTextContent(/^Email$/);
  });
});
