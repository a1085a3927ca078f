import { LineCanvas } from '@nivo/line';
import { useMemo } from 'react';
import { useModeTheme } from '@/theme/theme-mode';
import { ChartBox } from '@/components/charts/chart-box';
import { CHART, type Tone } from '@/components/charts/chart-kit';

type Series = { id: string; data: { x: number; y: number }[] };

/**
 * A card's small trend line. It joins the values present across the gaps (a weighing every few
 * days still reads as a trend), each at its own day or hour; sparse values get dots, and a range
 * of one value is one dot in the middle. It is decoration beside the card's figures and its
 * worded trend, so assistive technology skips it. Drawn on a canvas, as the other charts of a
 * dense series are (decision 0024).
 */
export default function Sparkline({
  values,
  tone = 'primary',
}: {
  values: (number | null)[];
  tone?: Tone;
}) {
  const theme = useModeTheme();
  const data = useMemo<Series[]>(
    () => [
      {
        id: 'trend',
        data: values.flatMap((y, x) => (y === null ? [] : [{ x, y }])),
      },
    ],
    [values],
  );
  const present = data[0].data.length;
  // One value is a dot too: a line through one point draws nothing (in SVG it drew nothing either).
  const sparse = present === 1 || present < values.length / 2;
  return (
    <div aria-hidden="true">
      <ChartBox height={CHART.sparklineHeight}>
        {(width) => (
          <LineCanvas<Series>
            width={width}
            height={CHART.sparklineHeight}
            data={data}
            margin={CHART.sparklineMargin}
            xScale={
              values.length === 1
                ? { type: 'linear', min: -1, max: 1 }
                : { type: 'linear', min: 0, max: values.length - 1 }
            }
            yScale={{ type: 'linear', min: 'auto', max: 'auto' }}
            colors={[theme.color[tone]]}
            lineWidth={CHART.lineWidth}
            curve="monotoneX"
            enablePoints={sparse}
            pointSize={CHART.dot.measurement * 2}
            enableGridX={false}
            enableGridY={false}
            axisBottom={null}
            axisLeft={null}
            isInteractive={false}
          />
        )}
      </ChartBox>
    </div>
  );
}
