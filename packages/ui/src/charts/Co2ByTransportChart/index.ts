export { Co2ByTransportChart } from './Co2ByTransportChart';
