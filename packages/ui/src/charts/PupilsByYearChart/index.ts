export { PupilsByYearChart } from './PupilsByYearChart';
