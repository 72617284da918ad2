import type { ApexOptions } from 'apexcharts';
import { tokenValues } from '../theme/theme';
import { categoricalColours, chartText } from './chart-colours';

/**
 * What every chart shares: no animation (deterministic visual tests, and nothing moves for people
 * who asked for reduced motion), no toolbar, the theme's font and text colours.
 */
export function baseOptions(colours: (string | undefined)[]): ApexOptions {
  return {
    chart: {
      animations: { enabled: false },
      toolbar: { show: false },
      zoom: { enabled: false },
      fontFamily: chartText.family,
      foreColor: chartText.colour,
      background: 'transparent',
      parentHeightOffset: 0,
      redrawOnParentResize: true,
      // The summary table is the accessible version; ApexCharts' own focus stops sit in an
      // aria-hidden container, where they would trap keyboard users on nothing.
      accessibility: { enabled: false, keyboard: { enabled: false } },
    },
    colors: colours.map((colour, index) => colour ?? categoricalColours[index % categoricalColours.length]),
    // Full opacity keeps the travel-mode colours exactly the tokens' (chosen for contrast).
    fill: { opacity: 1 },
    dataLabels: { enabled: false },
    legend: {
      position: 'bottom',
      fontSize: chartText.size,
      labels: { colors: chartText.colour },
    },
    grid: { borderColor: chartText.grid },
    states: { active: { filter: { type: 'none' } } },
    tooltip: { style: { fontFamily: chartText.family, fontSize: chartText.size } },
  };
}

/** The plot's height in pixels (ApexCharts wants a number), the same as the card's loading shape. */
export const chartHeight = Number.parseFloat(tokenValues.size.control.large) * 6;
