import { describe, expect, it } from 'vitest';
import { doughnut, formatMoney, monthCaseChart, typeColour } from './caseStats';

describe('dashboard charts', () => {
  it('gives each case type the same colour in the type doughnut and the per-month bars', () => {
    const bars = monthCaseChart([
      {
        month: '2026-03',
        byType: [
          { type: 1, count: 2 },
          { type: 4, count: 1 },
        ],
      },
    ]);
    const barColours = new Map(
      bars.data.datasets.map((set) => [set.label, set.backgroundColor as string]),
    );
    const pie = doughnut(['Purchase', 'Mortgage'], [2, 1], [typeColour(1), typeColour(4)]);
    const pieColours = pie.data.datasets[0]?.backgroundColor as string[];
    const labels = bars.data.datasets.map((set) => set.label);
    expect(pieColours[0]).toBe(barColours.get(labels[0]));
    expect(new Set(bars.data.datasets.map((set) => set.backgroundColor)).size).toBe(labels.length);
  });

  it('shows commission money to the cent', () => {
    expect(formatMoney('1250000.50')).toBe('$1,250,000.50');
  });
});
