import { describe, expect, it } from 'vitest';
import { validateForgot, validateLogin, validateRegister, validateReset } from './validation';

describe('client-side validation (the server rules, checked before sending)', () => {
  it('login: e-mail and password required, e-mail trimmed', () => {
    expect(validateLogin({ email: '  ', password: '' }, true)).toEqual({ ok: false, errors: { email: 'required', password: 'required' } });
    expect(validateLogin({ email: 'not-an-email', password: 'x' }, true)).toEqual({ ok: false, errors: { email: 'email' } });
    // No policy at login: an old, weak password must still reach the server.
    expect(validateLogin({ email: ' Ada@Example.com ', password: 'x' }, false)).toEqual({
      ok: true,
      data: { email: 'ada@example.com', password: 'x', remember: false },
    });
  });

  it('register: every field required, username rules, password policy, passwords match', () => {
    expect(validateRegister({ username: '', email: '', password: '', confirmPassword: '' }, 'it')).toEqual({
      ok: false,
      errors: { username: 'required', email: 'required', password: 'required', confirmPassword: 'required' },
    });
    expect(validateRegister({ username: 'a b', email: 'ada@example.com', password: 'password', confirmPassword: 'password' }, 'it')).toEqual({
      ok: false,
      errors: { username: 'username', password: 'password' },
    });
    expect(validateRegister({ username: 'ada', email: 'ada@example.com', password: 'abc12345', confirmPassword: 'abc12346' }, 'it')).toEqual({
      ok: false,
      errors: { confirmPassword: 'mismatch' },
    });
    expect(validateRegister({ username: '  ada  ', email: ' ada@example.com ', password: 'abc12345', confirmPassword: 'abc12345' }, 'fr')).toEqual({
      ok: true,
      data: { username: 'ada', email: 'ada@example.com', password: 'abc12345', lang: 'fr' },
    });
  });

  it('forgot: e-mail required and trimmed', () => {
    expect(validateForgot({ email: '' }, 'es')).toEqual({ ok: false, errors: { email: 'required' } });
    expect(validateForgot({ email: ' ada@example.com ' }, 'es')).toEqual({ ok: true, data: { email: 'ada@example.com', lang: 'es' } });
  });

  it("reset: 'Min 8 chars, letters & numbers' and 'Passwords do not match'", () => {
    expect(validateReset({ newPassword: 'short1', repeatPassword: 'short1' }, 'tok')).toEqual({ ok: false, errors: { newPassword: 'password' } });
    expect(validateReset({ newPassword: '12345678', repeatPassword: '12345678' }, 'tok')).toEqual({ ok: false, errors: { newPassword: 'password' } });
    expect(validateReset({ newPassword: 'abc12345', repeatPassword: 'abc1234' }, 'tok')).toEqual({ ok: false, errors: { repeatPassword: 'mismatch' } });
    expect(validateReset({ newPassword: 'abc12345', repeatPassword: 'abc12345' }, 'tok')).toEqual({ ok: true, data: { token: 'tok', newPassword: 'abc12345' } });
  });
});
