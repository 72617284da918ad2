import { describe, expect, it } from 'vitest';
import { loginFailureMessage, loginMessages } from './login-form';
import { loginFormSchema } from './login-form-schema';

const firstMessage = (input: unknown) => {
  const result = loginFormSchema.safeParse(input);
  return result.success
    ? undefined
    : result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
};

describe('loginFormSchema', () => {
  it('accepts an e-mail and a password, trimming the e-mail', () => {
    expect(loginFormSchema.parse({ email: ' school@demo.test ', password: 'stride-demo' })).toEqual({
      email: 'school@demo.test',
      password: 'stride-demo',
    });
  });

  it('requires both fields, with one message each', () => {
    expect(firstMessage({ email: '', password: '' })).toEqual([
      `email: ${loginMessages.emailRequired}`,
      `password: ${loginMessages.passwordRequired}`,
    ]);
  });

  it('refuses a username that is not an e-mail', () => {
    expect(firstMessage({ email: 'school', password: 'x' })).toEqual([
      `email: ${loginMessages.emailInvalid}`,
    ]);
  });
});

describe('loginFailureMessage', () => {
  // Rules: session.login.school-disabled
  it('names a disabled school', () => {
    expect(loginFailureMessage({ code: 'school_disabled', status: 403 })).toBe('School has been disabled');
  });

  // Rules: session.login.wrong-credentials
  it('names wrong credentials by code or by a bare 401', () => {
    expect(loginFailureMessage({ code: 'invalid_credentials', status: 401 })).toBe(
      'Incorrect login/password',
    );
    expect(loginFailureMessage({ status: 401 })).toBe('Incorrect login/password');
  });

  // Rules: session.login.failure-alert
  it('passes any other error on to the alert', () => {
    expect(loginFailureMessage({ status: 500, message: 'Server down' })).toBe('Server down');
  });
});
