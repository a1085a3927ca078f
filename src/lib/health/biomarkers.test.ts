import { describe, expect, it } from 'vitest';
import {
  BIOMARKERS,
  BIOMARKER_IDS,
  biomarkerStatus,
  inGlucoseUnit,
  isUnitOf,
  referenceRangeText,
  roundResult,
} from './biomarkers';

describe('BIOMARKERS', () => {
  it('holds the twelve biomarkers in the product order, each with a unit and a source', () => {
    expect(BIOMARKER_IDS.map((id) => BIOMARKERS[id].name)).toEqual([
      'Hemoglobin',
      'White Blood Cells',
      'Vitamin D',
      'Total Cholesterol',
      'HDL Cholesterol',
      'LDL Cholesterol',
      'Triglycerides',
      'Iron',
      'Fasting Glucose',
      'HbA1c',
      'TSH',
      'Creatinine',
    ]);
    for (const id of BIOMARKER_IDS) {
      expect(BIOMARKERS[id].unit).not.toBe('');
      expect(BIOMARKERS[id].source).not.toBe('');
    }
  });
});

describe('biomarkerStatus', () => {
  it.each([
    // An inclusive range: vitamin D 30–100 ng/mL.
    [29.9, 'Low'],
    [30, 'Normal'],
    [100, 'Normal'],
    [100.1, 'High'],
  ] as const)('vitamin D %s ng/mL is %s', (value, status) => {
    expect(biomarkerStatus(value, BIOMARKERS.vitaminD.range)).toBe(status);
  });

  it.each([
    // "Below 200": 200 itself is High.
    [0, 'Normal'],
    [199, 'Normal'],
    [199.9, 'Normal'],
    [200, 'High'],
  ] as const)('total cholesterol %s mg/dL is %s', (value, status) => {
    expect(biomarkerStatus(value, BIOMARKERS.totalCholesterol.range)).toBe(status);
  });

  it.each([
    // "40 and above": no upper bound.
    [39.9, 'Low'],
    [40, 'Normal'],
    [150, 'Normal'],
  ] as const)('HDL %s mg/dL is %s', (value, status) => {
    expect(biomarkerStatus(value, BIOMARKERS.hdl.range)).toBe(status);
  });

  it.each([
    [5.6, 'Normal'],
    [5.7, 'High'],
  ] as const)('HbA1c %s %% is %s', (value, status) => {
    expect(biomarkerStatus(value, BIOMARKERS.hba1c.range)).toBe(status);
  });

  it.each([
    [59, 'Low'],
    [60, 'Normal'],
    [170, 'Normal'],
    [171, 'High'],
  ] as const)('iron %s µg/dL is %s', (value, status) => {
    expect(biomarkerStatus(value, BIOMARKERS.iron.range)).toBe(status);
  });
});

describe('referenceRangeText', () => {
  it('prints each kind of range', () => {
    expect(referenceRangeText(BIOMARKERS.vitaminD.range, 'ng/mL')).toBe('30–100 ng/mL');
    expect(referenceRangeText(BIOMARKERS.totalCholesterol.range, 'mg/dL')).toBe('< 200 mg/dL');
    expect(referenceRangeText(BIOMARKERS.hdl.range, 'mg/dL')).toBe('≥ 40 mg/dL');
    expect(referenceRangeText(BIOMARKERS.whiteBloodCells.range, 'K/µL')).toBe('4.5–11 K/µL');
    expect(referenceRangeText({ max: 5 }, 'x')).toBe('≤ 5 x');
  });
});

describe('isUnitOf', () => {
  it('accepts the unit and its other spellings, whatever the case, and nothing else', () => {
    expect(isUnitOf('iron', 'µg/dL')).toBe(true);
    expect(isUnitOf('iron', 'mcg/dL')).toBe(true);
    expect(isUnitOf('iron', ' UG/DL ')).toBe(true);
    expect(isUnitOf('iron', 'μg/dL')).toBe(true); // Greek mu
    expect(isUnitOf('iron', 'mg/dL')).toBe(false);
    expect(isUnitOf('vitaminD', 'nmol/L')).toBe(false);
    expect(isUnitOf('hba1c', '%')).toBe(true);
  });
});

describe('roundResult', () => {
  it('keeps the decimals of the biomarker', () => {
    expect(roundResult('tsh', 2.3456)).toBe(2.35);
    expect(roundResult('vitaminD', 22.6)).toBe(23);
    expect(roundResult('hemoglobin', 14.26)).toBe(14.3);
  });
});

describe('inGlucoseUnit', () => {
  const shown = (biomarker: 'fastingGlucose' | 'iron', value: number) => {
    const { unit, range } = BIOMARKERS[biomarker];
    return { biomarker, value, unit, range, referenceRange: referenceRangeText(range, unit) };
  };

  it('shows fasting glucose in mmol/L (÷ 18.0156, one decimal), its range too', () => {
    expect(inGlucoseUnit(shown('fastingGlucose', 97), 'mmol/L')).toEqual({
      biomarker: 'fastingGlucose',
      value: 5.4,
      unit: 'mmol/L',
      range: { min: 3.9, max: 5.5 },
      referenceRange: '3.9–5.5 mmol/L',
    });
  });

  it('leaves mg/dL and every other biomarker as they are', () => {
    const glucose = shown('fastingGlucose', 97);
    expect(inGlucoseUnit(glucose, 'mg/dL')).toBe(glucose);
    const iron = shown('iron', 64);
    expect(inGlucoseUnit(iron, 'mmol/L')).toBe(iron);
  });
});
