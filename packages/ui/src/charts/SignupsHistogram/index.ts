export { SignupsHistogram } from './SignupsHistogram';
