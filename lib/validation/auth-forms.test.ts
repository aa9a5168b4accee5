import en from '@/messages/en';
import {
  AUTH_MESSAGE_KEYS,
  checkForm,
  emailCodeSchema,
  emailSchema,
  loginSchema,
  otpSchema,
  phoneSchema,
  resetPasswordPayloadSchema,
  resetPasswordSchema,
  signUpPayloadSchema,
  signUpSchema,
} from './auth-forms';

const validSignUp = {
  first_name: 'Ada',
  last_name: 'Obi',
  email: 'ada@example.com',
  phoneNumber: '08031234567',
  password: 'secret1',
  confirm_password: 'secret1',
};
const signUpErrors = (patch: Partial<typeof validSignUp>) =>
  checkForm(signUpSchema, { ...validSignUp, ...patch }).errors;

describe('message keys', () => {
  it('are all in the validation namespace with the spec texts', () => {
    expect(Object.keys(en.validation)).toEqual(expect.arrayContaining([...AUTH_MESSAGE_KEYS]));
    expect(en.validation).toMatchObject({
      emailRequired: 'Email is required',
      emailInvalid: 'Please enter a valid email',
      passwordRequired: 'Password is required',
      firstNameRequired: 'First name is required',
      lastNameRequired: 'Last name is required',
      invalidEmailAddress: 'Invalid email address',
      passwordMin: 'Password must be at least 6 characters',
      passwordsMustMatch: 'Passwords must match',
      confirmPasswordRequired: 'Confirm Password is required',
      phoneInvalid: 'Phone number must be valid and contain 10-15 digits',
      phoneRequired: 'Phone number is required',
      otpRequired: 'OTP is required',
      otpLength: 'OTP must be exactly 6 digits',
    });
  });
});

describe('loginSchema', () => {
  it('requires an e-mail', () => {
    expect(checkForm(loginSchema, { email: '  ', password: 'x' }).errors).toEqual({ email: 'emailRequired' });
  });
  it('requires a valid e-mail', () => {
    expect(checkForm(loginSchema, { email: 'ada@', password: 'x' }).errors).toEqual({ email: 'emailInvalid' });
  });
  it('requires a password', () => {
    expect(checkForm(loginSchema, { email: 'ada@example.com', password: '' }).errors).toEqual({
      password: 'passwordRequired',
    });
  });
  it('reports missing fields', () => {
    expect(checkForm(loginSchema, {}).errors).toEqual({ email: 'emailRequired', password: 'passwordRequired' });
  });
  it('trims the e-mail and keeps the password as typed', () => {
    expect(checkForm(loginSchema, { email: ' ada@example.com ', password: ' pw ' }).data).toEqual({
      email: 'ada@example.com',
      password: ' pw ',
    });
  });
});

describe('signUpSchema', () => {
  it('accepts a complete form', () => {
    expect(signUpErrors({})).toBeNull();
  });
  it.each([
    [{ first_name: ' ' }, { first_name: 'firstNameRequired' }],
    [{ last_name: '' }, { last_name: 'lastNameRequired' }],
    [{ email: '' }, { email: 'emailRequired' }],
    [{ email: 'ada.example.com' }, { email: 'invalidEmailAddress' }],
    [
      { password: '', confirm_password: '' },
      { password: 'passwordRequired', confirm_password: 'confirmPasswordRequired' },
    ],
    [{ password: '12345', confirm_password: '12345' }, { password: 'passwordMin' }],
    [{ confirm_password: '' }, { confirm_password: 'confirmPasswordRequired' }],
    [{ confirm_password: 'secret2' }, { confirm_password: 'passwordsMustMatch' }],
    [{ phoneNumber: '' }, { phoneNumber: 'phoneRequired' }],
    [{ phoneNumber: '080312345' }, { phoneNumber: 'phoneInvalid' }],
    [{ phoneNumber: '+2348031234567890' }, { phoneNumber: 'phoneInvalid' }],
    [{ phoneNumber: '0803-CALL-ME' }, { phoneNumber: 'phoneInvalid' }],
  ])('%j gives %j', (patch, errors) => {
    expect(signUpErrors(patch)).toEqual(errors);
  });
  it('shows a password mismatch together with other errors', () => {
    expect(signUpErrors({ first_name: '', password: 'abc', confirm_password: 'abd' })).toEqual({
      first_name: 'firstNameRequired',
      password: 'passwordMin',
      confirm_password: 'passwordsMustMatch',
    });
  });
  it('accepts 10 to 15 digits with an optional plus, written with spaces or dashes', () => {
    for (const phoneNumber of [
      '0803123456',
      '+234 803 123 4567',
      '0803-123-4567',
      '(0803) 123.4567',
      '123456789012345',
    ]) {
      expect(signUpErrors({ phoneNumber })).toBeNull();
    }
  });
});

describe('signUpPayloadSchema', () => {
  it('accepts the payload the form sends', () => {
    const payload = {
      email: 'ada@example.com',
      password: 'secret1',
      fullName: 'Ada Obi',
      phoneNumber: '+2348031234567',
    };
    expect(checkForm(signUpPayloadSchema, payload).data).toEqual(payload);
  });
  it('applies the sign-up rules', () => {
    expect(
      checkForm(signUpPayloadSchema, { email: 'x', password: '1', fullName: ' ', phoneNumber: '1' }).errors,
    ).toEqual({
      email: 'invalidEmailAddress',
      password: 'passwordMin',
      fullName: 'firstNameRequired',
      phoneNumber: 'phoneInvalid',
    });
  });
});

describe('otpSchema', () => {
  it.each([
    ['', 'otpRequired'],
    ['   ', 'otpRequired'],
    [undefined, 'otpRequired'],
    ['12345', 'otpLength'],
    ['1234567', 'otpLength'],
    ['12a456', 'otpLength'],
    [1234567, 'otpLength'],
  ])('%j gives %s', (otp, key) => {
    expect(checkForm(otpSchema, { otp }).errors).toEqual({ otp: key });
  });
  it('accepts six digits, as text or as a number that lost its leading zeros', () => {
    expect(checkForm(otpSchema, { otp: ' 012345 ' }).data).toEqual({ otp: '012345' });
    expect(checkForm(otpSchema, { otp: 12345 }).data).toEqual({ otp: '012345' });
  });
});

describe('code and recovery schemas', () => {
  it('check the address a code goes to', () => {
    expect(checkForm(emailSchema, { email: '' }).errors).toEqual({ email: 'emailRequired' });
    expect(checkForm(emailSchema, { email: 'nope' }).errors).toEqual({ email: 'emailInvalid' });
    expect(checkForm(phoneSchema, { phoneNumber: '' }).errors).toEqual({ phoneNumber: 'phoneRequired' });
    expect(checkForm(phoneSchema, { phoneNumber: '12' }).errors).toEqual({ phoneNumber: 'phoneInvalid' });
    expect(checkForm(emailCodeSchema, { email: 'ada@example.com', otp: '1' }).errors).toEqual({ otp: 'otpLength' });
  });
  it('check a new password and its confirmation', () => {
    expect(checkForm(resetPasswordSchema, { password: '', confirm_password: '' }).errors).toEqual({
      password: 'passwordRequired',
      confirm_password: 'confirmPasswordRequired',
    });
    expect(checkForm(resetPasswordSchema, { password: 'secret1', confirm_password: 'secret2' }).errors).toEqual({
      confirm_password: 'passwordsMustMatch',
    });
    expect(checkForm(resetPasswordPayloadSchema, { data: { password: '123' } }).errors).toEqual({
      data: 'passwordMin',
    });
  });
});

describe('every typed text has a length limit', () => {
  const long = (n: number) => 'a'.repeat(n);

  it('names, e-mail addresses and new passwords longer than their limit are refused with their own message', () => {
    expect(signUpErrors({ first_name: long(101) })?.first_name).toBe('nameTooLong');
    expect(signUpErrors({ last_name: long(19_000) })?.last_name).toBe('nameTooLong');
    expect(signUpErrors({ first_name: long(100), last_name: long(100) })).toBeNull();
    expect(signUpErrors({ email: `${long(250)}@example.com` })?.email).toBe('emailTooLong');
    expect(signUpErrors({ password: long(129), confirm_password: long(129) })?.password).toBe('passwordTooLong');
    expect(signUpErrors({ phoneNumber: `0803${' '.repeat(60)}1234567` })?.phoneNumber).toBe('phoneInvalid');
    const payload = { email: 'ada@example.com', password: 'secret1', phoneNumber: '08031234567' };
    expect(signUpPayloadSchema.safeParse({ ...payload, fullName: `${long(100)} ${long(100)}` }).success).toBe(true);
    const tooLong = signUpPayloadSchema.safeParse({ ...payload, fullName: long(19_000) });
    expect(tooLong.error?.issues[0]?.message).toBe('nameTooLong');
    expect(resetPasswordPayloadSchema.safeParse({ data: { password: long(129) } }).error?.issues[0]?.message).toBe(
      'passwordTooLong',
    );
  });

  it('texts of the limits in English', () => {
    expect(en.validation).toMatchObject({
      nameTooLong: 'Names can be at most 100 characters long',
      emailTooLong: 'Email addresses can be at most 254 characters long',
      passwordTooLong: 'Passwords can be at most 128 characters long',
    });
  });
});
