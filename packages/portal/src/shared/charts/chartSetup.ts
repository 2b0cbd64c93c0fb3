import {
  ArcElement,
  BarController,
  BarElement,
  CategoryScale,
  Chart,
  DoughnutController,
  Legend,
  LinearScale,
  LineController,
  LineElement,
  PointElement,
  Tooltip,
} from 'chart.js';

/**
 * The only pieces of chart.js the portal draws with (the dashboard's case figures; statistics
 * pages use the same), registered once. Only `ChartCanvas` imports this module, and it does so
 * with `import()`, so chart.js is fetched as its own chunk by a page that draws a chart, after
 * the page has rendered its figures as text: never in the first load. A chart type not
 * registered here (e.g. a radar) is added here, once.
 */
Chart.register(
  ArcElement,
  BarController,
  BarElement,
  CategoryScale,
  DoughnutController,
  Legend,
  LinearScale,
  LineController,
  LineElement,
  PointElement,
  Tooltip,
);

export { Chart };
