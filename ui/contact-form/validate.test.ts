import { describe, expect, it } from 'vitest';
import { EMPTY_VALUES, validateContact } from './validate';

describe('validateContact', () => {
  it('requires first name, last name, e-mail and a message that is not only spaces', () => {
    expect(validateContact({ ...EMPTY_VALUES, message: '   \n ' })).toEqual({
      firstname: 'required',
      lastname: 'required',
      email: 'required',
      message: 'required',
    });
  });

  it('accepts an empty phone or a complete one, refuses a partial one', () => {
    const ok = { firstname: 'A', lastname: 'B', email: 'a@b.ca', phone: '', message: 'Bonjour' };
    expect(validateContact(ok)).toEqual({});
    expect(validateContact({ ...ok, phone: '(514) 555-0123' })).toEqual({});
    expect(validateContact({ ...ok, phone: '(514) 55' })).toEqual({ phone: 'invalid' });
  });

  it('flags an e-mail without an at sign and a dotted part', () => {
    const ok = { firstname: 'A', lastname: 'B', email: 'a@b', phone: '', message: 'x' };
    expect(validateContact(ok)).toEqual({ email: 'invalid' });
  });
});
