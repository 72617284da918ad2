import { zodResolver } from '@hookform/resolvers/zod';
import { loginFormSchema } from '@stride/domain';

/** The domain's login form rules as a form resolver; LoginForm loads this module after first paint (ADR 0098). */
export const loginFormResolver = zodResolver(loginFormSchema);
