export * from './RuleBuilder';
