export * from './AutomationStats';
