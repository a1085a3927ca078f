import { useId, useState, type FormEvent } from 'react';
import { Button } from '@/components/button';
import { Muted } from '@/components/card';
import { ErrorText, Field, Input, Label } from '@/components/form-field';
import { Row } from '@/components/layout';
import { LATENCY_PRESETS, MAX_LATENCY_MS, writeLatency } from '@/lib/demo-controls';
import { Choice, Section } from './parts';
import { latencyLabel } from './settings';
import { formatNumber } from '@/lib/format-number';

/** The mocked server's latency: a preset, or a range typed in. */
export function LatencySection({ latency }: { latency: string | null }) {
  const preset = LATENCY_PRESETS.find((item) => item.setting === latency)?.id ?? 'custom';
  // "A range" chosen while a preset is set, until that setting changes (here or in another tab).
  const [rangeOver, setRangeOver] = useState<{ setting: string | null } | null>(null);
  const custom = preset === 'custom' || rangeOver?.setting === latency;
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  const [error, setError] = useState<string | null>(null);
  const errorId = useId();

  const applyCustom = (event: FormEvent) => {
    event.preventDefault();
    const min = Number(from);
    const max = to === '' ? min : Number(to);
    const whole = (value: number) => Number.isInteger(value) && value >= 0;
    if (from === '' || !whole(min) || !whole(max) || max < min || max > MAX_LATENCY_MS) {
      setError(
        `Enter whole milliseconds from 0 to ${formatNumber(MAX_LATENCY_MS)}, the second no smaller than the first.`,
      );
      return;
    }
    setError(null);
    writeLatency(min === max ? `${min}` : `${min}-${max}`);
  };

  return (
    <Section>
      <legend>Latency</legend>
      <Muted>How long the mocked server takes to answer. Now: {latencyLabel(latency)}.</Muted>
      {LATENCY_PRESETS.map((item) => (
        <Choice key={item.id}>
          <input
            type="radio"
            name="latency"
            checked={!custom && preset === item.id}
            onChange={() => {
              setRangeOver(null);
              writeLatency(item.setting);
            }}
          />
          {item.label}
        </Choice>
      ))}
      <Choice>
        <input
          type="radio"
          name="latency"
          checked={custom}
          onChange={() => setRangeOver({ setting: latency })}
        />
        A range I type in
      </Choice>
      {custom && (
        <form onSubmit={applyCustom} noValidate>
          <Row $wrap $gap="sm">
            <Field>
              <Label htmlFor={`${errorId}-from`}>From (ms)</Label>
              <Input
                id={`${errorId}-from`}
                inputMode="numeric"
                value={from}
                onChange={(event) => setFrom(event.target.value)}
                aria-describedby={error ? errorId : undefined}
                aria-invalid={!!error}
              />
            </Field>
            <Field>
              <Label htmlFor={`${errorId}-to`}>To (ms)</Label>
              <Input
                id={`${errorId}-to`}
                inputMode="numeric"
                value={to}
                onChange={(event) => setTo(event.target.value)}
                aria-describedby={error ? errorId : undefined}
                aria-invalid={!!error}
              />
            </Field>
            <Button type="submit" $variant="secondary">
              Apply latency
            </Button>
          </Row>
          <ErrorText id={errorId} aria-live="polite">
            {error}
          </ErrorText>
        </form>
      )}
    </Section>
  );
}
