export { PupilsSharingChart } from './PupilsSharingChart';
