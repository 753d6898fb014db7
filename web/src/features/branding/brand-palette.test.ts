import { describe, expect, it } from 'vitest';
import { brandPalette, buttonShades, contrastText } from './brand-palette';

describe('buttonShades', () => {
  it('lightens the hover shade by 10% and the busy shade by 30%', () => {
    expect(buttonShades('#000000')).toEqual({
      main: '#000000',
      hover: 'rgb(25, 25, 25)',
      busy: 'rgb(76, 76, 76)',
    });
  });
});

describe('contrastText', () => {
  it('is white on dark backgrounds and dark on light ones', () => {
    expect(contrastText('#1976d2')).toBe('#fff');
    expect(contrastText('#5BD318')).toBe('rgba(0, 0, 0, 0.87)');
  });
});

describe('brandPalette', () => {
  it('defaults to MUI blue and the #5BD318 button before a configuration names colours', () => {
    const palette = brandPalette();
    expect(palette.primary).toBe('#1976d2');
    expect(palette.button).toEqual({
      main: '#5BD318',
      hover: 'rgb(107, 215, 47)',
      busy: 'rgb(140, 224, 93)',
      text: 'rgba(0, 0, 0, 0.87)',
    });
    expect(palette.headerText).toBe('#fff');
    expect(palette.footerText).toBe('#fff');
  });

  it('lightens the primary colour by 10% and takes the configured text colours', () => {
    const palette = brandPalette({
      primary_color: '#000000',
      secondary_color: '#F2A900',
      normal_text_color: '#222222',
      header_text_color: '#EEEEEE',
      footer_text_color: '#DDDDDD',
    });
    expect(palette).toMatchObject({
      primary: 'rgb(25, 25, 25)',
      primaryText: '#fff',
      secondary: '#F2A900',
      text: '#222222',
      headerText: '#EEEEEE',
      footerText: '#DDDDDD',
    });
  });

  it('uses the configured button text colour only when it is readable on the button', () => {
    expect(brandPalette({ button_color: '#5BD318', button_text_color: '#FFFFFF' }).button.text).toBe(
      'rgba(0, 0, 0, 0.87)',
    );
    expect(brandPalette({ button_color: '#1B3A6B', button_text_color: '#FFFFFF' }).button.text).toBe('#FFFFFF');
  });
});
