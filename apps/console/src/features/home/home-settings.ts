/**
 * The user-facing host the sign-up links point at (the product leaves it as {host}); ADR 0037.
 * Set VITE_USER_HOST for a real deployment.
 */
export const userFacingHost = import.meta.env.VITE_USER_HOST || 'https://app.stride.example';
