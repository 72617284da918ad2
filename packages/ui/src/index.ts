// The only barrel of @stride/ui: everything the console may use.
export { theme, tokenValues } from './theme/theme';
export type { StrideTheme, TravelModeColour } from './theme/theme';
export { StrideProvider } from './theme/StrideProvider';
export type { StrideProviderProps } from './theme/StrideProvider';
export * from './primitives/Button';
export * from './primitives/Spinner';
export * from './icons';
export * from './navigation/render-link';
export * from './components/SideMenu';
export * from './primitives/DataTable';
export * from './primitives/IconButton';
export * from './primitives/TextField';
export * from './components/LoginForm';
export * from './components/DemoAccounts';
export * from './primitives/SafeHtml';
export * from './components/AppShell';
export * from './components/TermsDialog';
