import { useMemo, useSyncExternalStore } from 'react';
import {
  LATENCY_PRESETS,
  LATENCY_STORAGE_KEY,
  onDemoSettingsChange,
  readFailures,
  readRequestLogRecording,
  type FailureRule,
} from '@/lib/demo-controls';

export interface DemoSettings {
  latency: string | null;
  failures: FailureRule[];
  /** The request log records with the panel closed. */
  recording: boolean;
}

/** Nothing set: what a page rendered at build time shows, and hydrates with, before reading. */
const NOTHING_SET = /* @__PURE__ */ JSON.stringify({
  latency: null,
  failures: [],
  recording: false,
});

/** The settings as saved, read again whenever the panel or another tab changes them. */
export function useDemoSettings(): DemoSettings {
  const snapshot = useSyncExternalStore(
    (changed) => {
      const off = onDemoSettingsChange(changed);
      window.addEventListener('storage', changed);
      return () => {
        off();
        window.removeEventListener('storage', changed);
      };
    },
    () =>
      JSON.stringify({
        latency: localStorage.getItem(LATENCY_STORAGE_KEY),
        failures: readFailures(),
        recording: readRequestLogRecording(),
      }),
    () => NOTHING_SET,
  );
  return useMemo(() => JSON.parse(snapshot) as DemoSettings, [snapshot]);
}

export function latencyLabel(setting: string | null): string {
  const preset = LATENCY_PRESETS.find((item) => item.setting === setting);
  if (preset) return preset.label;
  const [min, max] = (setting ?? '').split('-');
  return `${min}–${max ?? min} ms`;
}

export const ruleLabel = (rule: FailureRule) =>
  `${rule.method ?? 'Any'} ${rule.path} → ${rule.status}, ${rule.once ? 'next request only' : 'every request'}`;

/** What is on, in a few words: "Slow (1–3 s) · 2 failures"; empty when nothing is. */
export function activeSummary({ latency, failures, recording }: DemoSettings): string {
  const parts = [
    ...(latency === null ? [] : [latencyLabel(latency)]),
    ...(failures.length ? [`${failures.length} failure${failures.length > 1 ? 's' : ''}`] : []),
    ...(recording ? ['keeping request bodies'] : []),
  ];
  return parts.join(' · ');
}
