export * from './SchedulePicker';
