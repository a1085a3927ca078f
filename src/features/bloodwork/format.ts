import dayjs from 'dayjs';
import type { LabDraw } from './api';
import { formatNumber } from '@/lib/format-number';

/** 'MMMM d, yyyy' (lists). */
export const formatDate = (date: string) => dayjs(date).format('MMMM D, YYYY');
/** 'MMM yyyy' (summaries), and the chart's axis. */
export const formatMonth = (date: string) => dayjs(date).format('MMM YYYY');

export const formatValue = (value: number) => formatNumber(value, { maximumFractionDigits: 2 });

/** Where a draw came from, as the screen labels it. */
export const SOURCE_LABEL: Record<LabDraw['source'], string> = {
  seed: 'Lab report',
  manual: 'Entered by hand',
  upload: 'Uploaded file',
  provider: 'Simulated provider',
};

export const drawLabel = (draw: LabDraw) =>
  `${formatDate(draw.date)} · ${draw.labName || 'Lab not named'} (${SOURCE_LABEL[draw.source]})`;
