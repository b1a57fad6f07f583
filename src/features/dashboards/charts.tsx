/**
 * The dashboards' charts (@mui/x-charts, only ever imported from this lazily loaded folder). Colours
 * come from the MUI theme, itself built from the public settings' colours, so a chart reads in light
 * and dark mode alike. Each chart is a figure named by its caption, with the same numbers given
 * as a (visually hidden) table for screen readers.
 */
import { Box, useTheme } from '@mui/material';
import { visuallyHidden } from '@mui/utils';
import { BarChart } from '@mui/x-charts/BarChart';
import { LineChart } from '@mui/x-charts/LineChart';
import { useId } from 'react';

export interface Series {
  label: string;
  data: number[];
  color?: 'primary' | 'success' | 'info' | 'warning' | 'error';
}

function NumbersTable({
  caption,
  labels,
  series,
}: {
  caption: string;
  labels: string[];
  series: Series[];
}) {
  return (
    <Box component="table" sx={visuallyHidden}>
      <caption>{caption}</caption>
      <thead>
        <tr>
          <th scope="col" />
          {series.map((s) => (
            <th key={s.label} scope="col">
              {s.label}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {labels.map((l, i) => (
          <tr key={l}>
            <th scope="row">{l}</th>
            {series.map((s) => (
              <td key={s.label}>{s.data[i] ?? 0}</td>
            ))}
          </tr>
        ))}
      </tbody>
    </Box>
  );
}

function useColors(series: Series[]) {
  const theme = useTheme();
  const cycle = ['primary', 'success', 'warning', 'info', 'error'] as const;
  return series.map((s, i) => ({
    ...s,
    color: theme.palette[s.color ?? cycle[i % cycle.length]!].main,
  }));
}

function Figure({
  caption,
  labels,
  series,
  children,
}: {
  caption: string;
  labels: string[];
  series: Series[];
  children: React.ReactNode;
}) {
  const id = useId();
  return (
    <Box component="figure" aria-labelledby={id} sx={{ m: 0 }}>
      <Box component="figcaption" id={id} sx={visuallyHidden}>
        {caption}
      </Box>
      <Box data-chart>{children}</Box>
      {labels.length > 0 && <NumbersTable caption={caption} labels={labels} series={series} />}
    </Box>
  );
}

export function TrendChart({
  caption,
  dates,
  series,
}: {
  caption: string;
  dates: string[];
  series: Series[];
}) {
  const colored = useColors(series);
  return (
    <Figure caption={caption} labels={dates} series={series}>
      <LineChart
        height={260}
        xAxis={[{ scaleType: 'point', data: dates }]}
        series={colored.map((s) => ({
          data: s.data,
          label: s.label,
          color: s.color,
          showMark: dates.length <= 10,
        }))}
        grid={{ horizontal: true }}
      />
    </Figure>
  );
}

export function BarsChart({
  caption,
  labels,
  series,
  horizontal,
}: {
  caption: string;
  labels: string[];
  series: Series[];
  horizontal?: boolean;
}) {
  const colored = useColors(series);
  const band = { scaleType: 'band' as const, data: labels };
  return (
    <Figure caption={caption} labels={labels} series={series}>
      <BarChart
        height={Math.max(220, horizontal ? labels.length * 18 + 70 : 0)}
        layout={horizontal ? 'horizontal' : 'vertical'}
        {...(horizontal ? { yAxis: [{ ...band, width: 96 }] } : { xAxis: [band] })}
        series={colored.map((s) => ({ data: s.data, label: s.label, color: s.color }))}
        grid={horizontal ? { vertical: true } : { horizontal: true }}
      />
    </Figure>
  );
}
