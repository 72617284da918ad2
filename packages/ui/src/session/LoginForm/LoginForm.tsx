import type { LoginForm as LoginValues } from '@stride/domain';
import { useEffect, type ComponentPropsWithoutRef, type ReactNode } from 'react';
import { useForm, type Resolver } from 'react-hook-form';
import styled from 'styled-components';
import { Alert } from '../../primitives/Alert/Alert';
import { Button } from '../../primitives/Button/Button';
import { PasswordField } from '../../primitives/PasswordField/PasswordField';
import { TextField } from '../../primitives/TextField/TextField';

export type LoginFormProps = {
  /** Called with valid values; while it runs the button shows it is working. */
  onSubmit: (values: LoginValues) => void | Promise<void>;
  /** The support address named in the help text. */
  supportEmail: string;
  /**
   * Why the last attempt failed (docs/product/session.md), shown in an alert above the fields.
   * @default undefined
   */
  error?: string;
  /**
   * The failure in technical words, behind a closed 'Technical details' disclosure in the alert.
   * @default undefined
   */
  errorDetail?: string;
  /**
   * Values to start with (a demo account picked from the list, or what was typed before).
   * @default { email: '', password: '' }
   */
  defaultValues?: Partial<LoginValues>;
  /**
   * Shown under the form, e.g. the demo accounts panel.
   * @default undefined
   */
  footer?: ReactNode;
} & Omit<ComponentPropsWithoutRef<'form'>, 'onSubmit'>;

const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.lg};
  width: 100%;
  max-width: ${({ theme }) => theme.size['field-max']};
  padding: ${({ theme }) => theme.space.xxl};
  background: ${({ theme }) => theme.color.bg.surface};
  border-radius: ${({ theme }) => theme.radius.lg};
  box-shadow: ${({ theme }) => theme.shadow.md};
  h1 {
    margin: 0;
    font-size: ${({ theme }) => theme.font.size.xl};
  }
  p {
    margin: 0;
    color: ${({ theme }) => theme.color.text.muted};
    font-size: ${({ theme }) => theme.font.size.sm};
  }
  a {
    color: ${({ theme }) => theme.color.text.accent};
  }
`;

const loadRules = () => import('./login-form-rules');

/**
 * The rules are zod's, which need not load before the form shows (the login route's JS budget,
 * ADR 0098): the form checks with them once they are there, fetched as soon as it shows.
 */
const resolver: Resolver<LoginValues> = async (...args) => (await loadRules()).loginFormResolver(...args);

/** Login: username (an e-mail) and password, LOG IN, and help text with the support address. */
export function LoginForm({
  onSubmit,
  supportEmail,
  error,
  errorDetail,
  defaultValues,
  footer,
  ...rest
}: LoginFormProps) {
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<LoginValues>({
    resolver,
    defaultValues: { email: '', password: '', ...defaultValues },
  });
  useEffect(() => {
    void loadRules();
  }, []);

  return (
    <Form noValidate aria-labelledby="login-title" onSubmit={handleSubmit(onSubmit)} {...rest}>
      <h1 id="login-title">Log in to the Stride console</h1>
      {error ? (
        <Alert variant="error" detail={errorDetail}>
          {error}
        </Alert>
      ) : null}
      <TextField
        label="Username"
        type="email"
        autoComplete="username"
        required
        error={errors.email?.message}
        {...register('email')}
      />
      <PasswordField
        label="Password"
        autoComplete="current-password"
        required
        error={errors.password?.message}
        {...register('password')}
      />
      <Button type="submit" size="large" loading={isSubmitting}>
        LOG IN
      </Button>
      <p>
        Trouble logging in? Write to <a href={`mailto:${supportEmail}`}>{supportEmail}</a>.
      </p>
      {footer}
    </Form>
  );
}
