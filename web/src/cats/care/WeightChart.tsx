/**
 * A cat's weight over time (README "Care and the cat's days"), drawn by Chart.js on a canvas: one
 * point per weight at its date, in the CatRep's unit. Loaded in its own chunk when the Care tab has
 * two weights or more (README "Keeping first screens light"). Only the parts of Chart.js a line
 * needs are registered. The canvas says in words what it shows for screen readers.
 */
import { useEffect, useRef } from 'react';
import {
  Chart,
  LinearScale,
  LineController,
  LineElement,
  PointElement,
  Tooltip,
  type ChartConfiguration,
} from 'chart.js';
import { formatIsoDate, gramsIn, weightText, type WeightUnit } from '@catrep/model';
import type { WeightEntry } from '@/data/care';

Chart.register(LineController, LineElement, PointElement, LinearScale, Tooltip);

const DAY_MS = 86_400_000;
/** A date's day number (days since 1970-01-01), the chart's x. */
const dayOf = (iso: string) => Date.parse(iso) / DAY_MS;
const isoOfDay = (day: number) => new Date(Math.round(day) * DAY_MS).toISOString().slice(0, 10);
const dateOfDay = (day: number) => formatIsoDate(isoOfDay(day));
/** A tick's short date, 'DD/MM', or 'MM/YYYY' when the weights span more than a year. */
const tickOf = (day: number, long: boolean) => {
  const [y, m, d] = isoOfDay(day).split('-');
  return long ? `${m}/${y}` : `${d}/${m}`;
};

/** The chart's points: x the day, y the weight in `unit`. */
export function weightPoints(weights: readonly WeightEntry[], unit: WeightUnit) {
  return weights.map((w) => ({ x: dayOf(w.date), y: gramsIn(w.grams, unit) }));
}

/** What the chart shows, in words: 'Mittens's weight: 3 weights from 4.1 kg on … to 4.25 kg on …'. */
export function chartSummary(weights: readonly WeightEntry[], unit: WeightUnit, name: string) {
  const first = weights[0];
  const last = weights.at(-1);
  if (!first || !last) return `${name || 'Your cat'}'s weight: none yet`;
  return `${name || 'Your cat'}'s weight: ${weights.length} weights, from ${weightText(first.grams, unit)} on ${formatIsoDate(first.date)} to ${weightText(last.grams, unit)} on ${formatIsoDate(last.date)}`;
}

export default function WeightChart({
  weights,
  unit,
  name,
}: {
  weights: readonly WeightEntry[];
  unit: WeightUnit;
  name: string;
}) {
  const canvas = useRef<HTMLCanvasElement>(null);
  useEffect(() => {
    if (!canvas.current) return;
    const colour = getComputedStyle(document.documentElement).getPropertyValue('--brand').trim() || '#c2410c';
    const points = weightPoints(weights, unit);
    const first = points[0]?.x ?? 0;
    const last = points.at(-1)?.x ?? 0;
    const long = last - first > 365;
    const config: ChartConfiguration<'line', { x: number; y: number }[]> = {
      type: 'line',
      data: {
        datasets: [
          {
            label: `Weight (${unit})`,
            data: points,
            borderColor: colour,
            backgroundColor: colour,
            tension: 0.2,
          },
        ],
      },
      options: {
        animation: false,
        maintainAspectRatio: false,
        scales: {
          x: {
            type: 'linear',
            min: first,
            max: last,
            ticks: { maxTicksLimit: 4, maxRotation: 0, callback: (v) => tickOf(Number(v), long) },
          },
          y: { type: 'linear', ticks: { callback: (v) => `${v} ${unit}` } },
        },
        plugins: {
          tooltip: {
            callbacks: {
              title: (items) => dateOfDay(items[0]?.parsed.x ?? 0),
              label: (item) => `${item.parsed.y} ${unit}`,
            },
          },
        },
      },
    };
    const chart = new Chart(canvas.current, config);
    return () => chart.destroy();
  }, [weights, unit]);
  return (
    <div className="weight-chart">
      <canvas ref={canvas} role="img" aria-label={chartSummary(weights, unit, name)} />
    </div>
  );
}
