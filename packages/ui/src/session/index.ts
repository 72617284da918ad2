// session: every module of this area that the package exports.
export * from './LoginForm';
export * from './DemoAccounts';
export * from './ResetDemoData';
export * from './TermsDialog';
