export * from './SentAdminMessagesTable';
