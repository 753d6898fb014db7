import { describe, expect, it, vi } from 'vitest';
import { object, string } from './form-rules';

const noValues = {};

describe('a string rule', () => {
  it('passes any text when it has no checks', () => {
    expect(string().check('anything', noValues)).toBeUndefined();
    expect(string().check('', noValues)).toBeUndefined();
  });

  describe('an absent field', () => {
    it.each([
      ['an empty text', ''],
      ['undefined', undefined],
      ['null', null],
    ])('fails only required: %s', (_name, value) => {
      const rule = string().min(3, 'Too short').matches(/^x+$/, 'Only x').required('Required').email('Not an e-mail');
      expect(rule.check(value, noValues)).toBe('Required');
    });

    it('passes every other rule when the field is not required', () => {
      const failsAlways = vi.fn(() => false);
      const rule = string()
        .min(3, 'Too short')
        .max(0, 'Too long')
        .matches(/^x+$/, 'Only x')
        .email('Not an e-mail')
        .test('Custom', failsAlways)
        .equalsField('other', 'Differs');
      expect(rule.check('', { other: 'something' })).toBeUndefined();
      expect(rule.check(undefined, { other: 'something' })).toBeUndefined();
      expect(failsAlways).not.toHaveBeenCalled();
    });

    it('is required once required() is declared, wherever, and only then', () => {
      expect(string().trim().max(5, 'Too long').isRequired).toBe(false);
      expect(string().max(5, 'Too long').required('Required').trim().isRequired).toBe(true);
      expect(string().required('Required').email('Not an e-mail').isRequired).toBe(true);
    });
  });

  describe('rules in declared order', () => {
    it('gives the first failing message', () => {
      const rule = string().min(5, 'Too short').matches(/^\d+$/, 'Digits only');
      expect(rule.check('ab', noValues)).toBe('Too short');
      expect(rule.check('abcdef', noValues)).toBe('Digits only');
      expect(rule.check('123456', noValues)).toBeUndefined();
    });

    it('follows the declaration, not the kind of rule', () => {
      const rule = string().matches(/^\d+$/, 'Digits only').min(5, 'Too short');
      expect(rule.check('ab', noValues)).toBe('Digits only');
      expect(rule.check('12', noValues)).toBe('Too short');
    });

    it('does not run the checks after the first failing one', () => {
      const later = vi.fn(() => true);
      const rule = string().min(5, 'Too short').test('Later', later);
      expect(rule.check('ab', noValues)).toBe('Too short');
      expect(later).not.toHaveBeenCalled();
      expect(rule.check('abcdef', noValues)).toBeUndefined();
      expect(later).toHaveBeenCalledWith('abcdef');
    });

    it('leaves the rule it extends unchanged', () => {
      const base = string().min(2, 'Too short');
      const longer = base.max(3, 'Too long');
      expect(base.check('abcdef', noValues)).toBeUndefined();
      expect(longer.check('abcdef', noValues)).toBe('Too long');
      expect(base.trim().check(' a ', noValues)).toBe('Too short');
      expect(base.check(' a ', noValues)).toBeUndefined();
    });
  });

  describe('trim()', () => {
    it('checks the text without its surrounding spaces', () => {
      const rule = string().trim().max(3, 'Too long').matches(/^\S+$/, 'No spaces');
      expect(rule.check('  abc  ', noValues)).toBeUndefined();
      expect(rule.check('  abcd  ', noValues)).toBe('Too long');
    });

    it('keeps the spaces when the rule does not trim', () => {
      const rule = string().max(3, 'Too long').matches(/^\S+$/, 'No spaces');
      expect(rule.check(' ab', noValues)).toBe('No spaces');
      expect(rule.check('  abc  ', noValues)).toBe('Too long');
    });

    it('applies to the whole rule wherever it is declared', () => {
      expect(string().max(3, 'Too long').trim().check('  abc  ', noValues)).toBeUndefined();
    });

    it('makes a field of spaces alone fail required', () => {
      expect(string().trim().required('Required').check('   ', noValues)).toBe('Required');
      expect(string().required('Required').check('   ', noValues)).toBeUndefined();
    });

    it('lets a field of spaces alone reach the rules declared before required', () => {
      const rule = string().trim().min(2, 'Too short').required('Required');
      expect(rule.check('   ', noValues)).toBe('Too short');
      expect(rule.check('', noValues)).toBe('Required');
    });

    it('gives the trimmed text to a custom test', () => {
      const passes = vi.fn((text: string) => text === 'ok');
      expect(string().trim().test('Not ok', passes).check('  ok  ', noValues)).toBeUndefined();
      expect(passes).toHaveBeenCalledWith('ok');
    });
  });

  describe('min and max', () => {
    it('count the characters, bounds included', () => {
      const rule = string().min(3, 'Too short').max(5, 'Too long');
      expect(rule.check('ab', noValues)).toBe('Too short');
      expect(rule.check('abc', noValues)).toBeUndefined();
      expect(rule.check('abcde', noValues)).toBeUndefined();
      expect(rule.check('abcdef', noValues)).toBe('Too long');
    });
  });

  describe('matches', () => {
    it('fails a text the pattern does not match', () => {
      const rule = string().matches(/^[A-Z]{2}\d{2}$/, 'Wrong format');
      expect(rule.check('AB12', noValues)).toBeUndefined();
      expect(rule.check('ab12', noValues)).toBe('Wrong format');
      expect(rule.check('AB123', noValues)).toBe('Wrong format');
    });

    it('matches anywhere in the text unless the pattern is anchored', () => {
      expect(string().matches(/\d/, 'Needs a digit').check('abc1def', noValues)).toBeUndefined();
      expect(string().matches(/\d/, 'Needs a digit').check('abcdef', noValues)).toBe('Needs a digit');
    });

    it('gives the same answer on every check, even with a global pattern', () => {
      const rule = string().matches(/^\d+$/g, 'Digits only');
      expect([1, 2, 3, 4].map(() => rule.check('123', noValues))).toEqual([undefined, undefined, undefined, undefined]);
    });
  });

  describe('email', () => {
    it.each(['shopper@example.com', 'first.last+tag@mail.example.co.in', 'a@b'])('accepts %j', (text) => {
      expect(string().email('Not an e-mail').check(text, noValues)).toBeUndefined();
    });

    it.each(['shopper', 'shopper@', '@example.com', 'sho pper@example.com', 'shopper@-example.com', 'a@b..c'])(
      'refuses %j',
      (text) => {
        expect(string().email('Not an e-mail').check(text, noValues)).toBe('Not an e-mail');
      },
    );

    it('lets an empty text pass, as yup does', () => {
      const rule = string().trim().email('Not an e-mail');
      expect(rule.check('', noValues)).toBeUndefined();
      // Spaces alone reach the check as an empty text once trimmed.
      expect(rule.check('   ', noValues)).toBeUndefined();
      expect(string().email('Not an e-mail').check('   ', noValues)).toBe('Not an e-mail');
    });
  });

  describe('test', () => {
    it('fails with its message when the function returns false', () => {
      const rule = string().test('Must be even', (text) => Number(text) % 2 === 0);
      expect(rule.check('4', noValues)).toBeUndefined();
      expect(rule.check('5', noValues)).toBe('Must be even');
    });
  });

  describe('equalsField', () => {
    it('compares the text with the other field as typed', () => {
      const rule = string().required('Confirm it').equalsField('password', 'Passwords do not match');
      expect(rule.check('Secret#1', { password: 'Secret#1' })).toBeUndefined();
      expect(rule.check('Secret#2', { password: 'Secret#1' })).toBe('Passwords do not match');
      expect(rule.check('secret#1', { password: 'Secret#1' })).toBe('Passwords do not match');
      expect(rule.check('Secret#1', {})).toBe('Passwords do not match');
      expect(rule.check('', { password: 'Secret#1' })).toBe('Confirm it');
    });
  });

  it('reads a value that is not a string as its text', () => {
    expect(string().max(2, 'Too long').check(123, noValues)).toBe('Too long');
    expect(string().max(2, 'Too long').check(12, noValues)).toBeUndefined();
  });
});

describe('object', () => {
  interface Signup extends Record<string, unknown> {
    name: string;
    email: string;
    password: string;
    confirm: string;
    note: string;
  }

  const schema = object<Signup>({
    name: string().trim().required('Name is required').max(10, 'Name is too long'),
    email: string().trim().required('Email is required').email('Email is not valid'),
    password: string().required('Password is required').min(8, 'Password is too short'),
    confirm: string().equalsField('password', 'Passwords do not match'),
  });

  const valid: Signup = {
    name: 'Asha',
    email: 'asha@example.com',
    password: 'Secret#2026',
    confirm: 'Secret#2026',
    note: '',
  };

  it('gives no errors for a valid form', () => {
    expect(schema.validate(valid)).toEqual({});
  });

  it('keys each failing field by name with its first message, leaving valid fields out', () => {
    const errors = schema.validate({ ...valid, name: '   ', email: 'asha@', confirm: 'Secret#2025' });
    expect(errors).toEqual({
      name: 'Name is required',
      email: 'Email is not valid',
      confirm: 'Passwords do not match',
    });
    expect(Object.keys(errors)).not.toContain('password');
  });

  it('reads the other fields of the same values for equalsField', () => {
    expect(schema.validate({ ...valid, password: 'Another#2026' })).toEqual({ confirm: 'Passwords do not match' });
    expect(schema.validate({ ...valid, password: '', confirm: '' })).toEqual({ password: 'Password is required' });
  });

  it('does not read a field without rules', () => {
    const errors = schema.validate({ ...valid, note: 'x'.repeat(1000) });
    expect(errors).not.toHaveProperty('note');
  });

  it('keeps its fields', () => {
    expect(Object.keys(schema.fields).sort()).toEqual(['confirm', 'email', 'name', 'password']);
  });
});
