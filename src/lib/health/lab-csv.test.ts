import { describe, expect, it } from 'vitest';
import { LAB_CSV_TEMPLATE, parseLabCsv } from './lab-csv';
import { checkLabResults, focusWords, retestDateOf } from './lab-results';
import { BIOMARKERS } from './biomarkers';

const fill = (values: Record<string, string>) =>
  LAB_CSV_TEMPLATE.split('\n')
    .map((line) => {
      const [name, , unit] = line.split(',');
      return name in values ? `${name},${values[name]},${unit}` : line;
    })
    .join('\n');

describe('parseLabCsv', () => {
  it('reads the template filled in, skipping the biomarkers left empty', () => {
    const parsed = parseLabCsv(fill({ 'Vitamin D': '24', Iron: '58', TSH: '2.15' }));
    expect(parsed.fileError).toBeNull();
    expect(parsed.rowErrors).toEqual([]);
    expect(parsed.results).toEqual([
      { biomarker: 'vitaminD', value: 24, unit: 'ng/mL', row: 4 },
      { biomarker: 'iron', value: 58, unit: 'µg/dL', row: 9 },
      { biomarker: 'tsh', value: 2.15, unit: 'mIU/L', row: 12 },
    ]);
  });

  it('names the line and the field of each bad row', () => {
    const parsed = parseLabCsv(
      [
        'biomarker,value,unit',
        'Vitamin D,24,ng/mL',
        'Unobtainium,3,mg/dL',
        'Iron,abc,µg/dL',
        'Hemoglobin,140,g/dL',
        'vitamin_d,30,ng/mL',
      ].join('\n'),
    );
    expect(parsed.rowErrors).toEqual([
      { row: 3, field: 'biomarker', message: 'Row 3: "Unobtainium" is not a known biomarker.' },
      { row: 4, field: 'value', message: 'Row 4: the value of Iron must be a number.' },
      { row: 5, field: 'value', message: 'Row 5: Hemoglobin must be between 3 and 25 g/dL.' },
      { row: 6, field: 'biomarker', message: 'Row 6: Vitamin D is listed more than once.' },
    ]);
  });

  it('finds its columns by name among extra ones, in any order, with quoted cells', () => {
    const parsed = parseLabCsv(
      [
        'Flag,Unit,Reference range,Value,Biomarker',
        'L,ng/mL,"30–100, sufficient",22,Vitamin D',
        ',mg/dL,< 200,186,"Total Cholesterol"',
      ].join('\r\n'),
    );
    expect(parsed.rowErrors).toEqual([]);
    expect(parsed.results).toEqual([
      { biomarker: 'vitaminD', value: 22, unit: 'ng/mL', row: 2 },
      { biomarker: 'totalCholesterol', value: 186, unit: 'mg/dL', row: 3 },
    ]);
  });

  it('refuses a wrong unit, and accepts another spelling of the right one', () => {
    const parsed = parseLabCsv(
      ['biomarker,value,unit', 'Vitamin D,60,nmol/L', 'Iron,58,mcg/dL', 'Glucose,5.2,mmol/L'].join(
        '\n',
      ),
    );
    expect(parsed.rowErrors).toEqual([
      { row: 2, field: 'unit', message: 'Row 2: Vitamin D is measured in ng/mL.' },
      { row: 4, field: 'biomarker', message: 'Row 4: "Glucose" is not a known biomarker.' },
    ]);
  });

  it('says what is wrong with a file it cannot read', () => {
    expect(parseLabCsv('').fileError).toBe('The file is empty.');
    expect(parseLabCsv('name,result\nIron,58').fileError).toBe(
      'The first line must name the columns biomarker, value and unit (missing: biomarker, value, unit).',
    );
    expect(parseLabCsv(LAB_CSV_TEMPLATE).fileError).toBe(
      'The file has no results: fill in at least one value.',
    );
  });
});

describe('checkLabResults', () => {
  it('numbers rows by position when no row is given', () => {
    expect(checkLabResults([{ biomarker: 'iron', value: 58, unit: 'mg/dL' }])).toEqual([
      { row: 1, field: 'unit', message: 'Row 1: Iron is measured in µg/dL.' },
    ]);
  });
});

describe('retestDateOf', () => {
  it('is three months after the draw', () => {
    expect(retestDateOf('2026-11-07')).toBe('2027-02-07');
    expect(retestDateOf('2026-11-30')).toBe('2027-02-28');
  });
});

describe('focusWords', () => {
  it('words the focus areas from the distance to the range', () => {
    expect(focusWords(22, BIOMARKERS.vitaminD.range, 'Low')).toBe('below optimal');
    expect(focusWords(52, BIOMARKERS.iron.range, 'Low')).toBe('slightly below range');
    expect(focusWords(210, BIOMARKERS.totalCholesterol.range, 'High')).toBe('slightly above range');
    expect(focusWords(40, BIOMARKERS.vitaminD.range, 'Normal')).toBeNull();
  });
});
