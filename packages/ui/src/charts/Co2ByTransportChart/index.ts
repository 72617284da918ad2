export { Co2ByTransportChart } from './Co2ByTransportChart';
export type { Co2ByTransportChartProps } from './Co2ByTransportChart';
