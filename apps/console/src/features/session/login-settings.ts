/** The support address named in the login help text (the product leaves it as {email}). */
export const supportEmail = import.meta.env.VITE_SUPPORT_EMAIL || 'support@stride.example';
