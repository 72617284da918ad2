export * from './FeedbackTable';
