/** The support address named in the login help text (spec 1 §2 leaves it as {email}). */
export const supportEmail = import.meta.env.VITE_SUPPORT_EMAIL || 'support@stride.example';
