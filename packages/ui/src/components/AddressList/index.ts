export * from './AddressList';
