export { LoginForm } from './LoginForm';
