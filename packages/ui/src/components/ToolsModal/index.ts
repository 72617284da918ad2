export * from './ToolsModal';
