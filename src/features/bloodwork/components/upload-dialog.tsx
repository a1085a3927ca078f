import dayjs from 'dayjs';
import { Formik, type FormikHelpers } from 'formik';
import { Download, FileUp, Keyboard } from 'lucide-react';
import { useId, useState, type ChangeEvent } from 'react';
import styled from 'styled-components';
import { ColumnHeads, FigureTable } from '@/components/table';
import * as yup from 'yup';
import { Alert } from '@/components/alert';
import { Button } from '@/components/button';
import { DialogContent, DialogRoot } from '@/components/dialog';
import { ErrorText, Field, Input, Label, TextField } from '@/components/form-field';
import { ScrollRegion } from '@/components/scroll-region';
import { StatusBadge } from '@/components/status-badge';
import { useToast } from '@/components/toast';
import { failureMessage } from '@/lib/api/failure';
import {
  BIOMARKERS,
  BIOMARKER_IDS,
  biomarkerStatus,
  isBiomarkerId,
  type BiomarkerId,
} from '@/lib/health/biomarkers';
import { LAB_CSV_TEMPLATE, parseLabCsv, type ParsedLabCsv } from '@/lib/health/lab-csv';
import { LAB_DRAW_MESSAGES, labDrawSchema } from '@/lib/health/lab-draw-schema';
import { plausibleMessage } from '@/lib/health/lab-results';
import { useAddLabDraw, type LabDrawRequest, type SavedLabDraw } from '../api';
import { formatDate } from '../format';
import { DialogFields, DialogFormActions, FieldPair, SaveError } from '@/components/dialog-form';

type Mode = 'form' | 'file';

interface UploadValues {
  date: string;
  labName: string;
  values: Record<BiomarkerId, string>;
}

const today = () => dayjs().format('YYYY-MM-DD');

const emptyValues = (): UploadValues => ({
  date: today(),
  labName: '',
  values: Object.fromEntries(BIOMARKER_IDS.map((id) => [id, ''])) as Record<BiomarkerId, string>,
});

/**
 * The draw's date and lab by the server's rules (`@/lib/health/lab-draw-schema`), and (in the
 * form) each biomarker's value within what a person could have, at least one of them.
 */
const uploadSchema = (mode: Mode) =>
  labDrawSchema.pick(['date', 'labName']).shape({
    values: yup
      .object(
        Object.fromEntries(
          BIOMARKER_IDS.map((id) => {
            const { plausible } = BIOMARKERS[id];
            return [
              id,
              yup
                .number()
                // A field left empty is a biomarker not measured.
                .transform((value, original) => (original === '' ? undefined : value))
                .typeError('Enter a number')
                .min(plausible.min, plausibleMessage(id))
                .max(plausible.max, plausibleMessage(id)),
            ];
          }),
        ),
      )
      .test(
        'one',
        LAB_DRAW_MESSAGES.oneResult,
        (values) =>
          mode === 'file' ||
          Object.values(values ?? {}).some((value) => value !== undefined && value !== null),
      ),
  });

const ModeSwitch = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 12rem), 1fr));
  gap: ${({ theme }) => theme.space.sm};
`;

const ModeButton = styled(Button)`
  &[aria-pressed='true'] {
    border-color: ${({ theme }) => theme.color.primary};
    box-shadow: inset 0 0 0 1px ${({ theme }) => theme.color.primary};
  }
`;

const Biomarkers = styled.fieldset`
  border: 0;
  padding: 0;
  margin: 0;
  display: grid;
  gap: 0 ${({ theme }) => theme.space.md};
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 12rem), 1fr));
  legend {
    font-weight: ${({ theme }) => theme.font.weight.bold};
    margin-bottom: ${({ theme }) => theme.space.sm};
  }
`;

const TemplateLink = styled.a`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  min-height: ${({ theme }) => theme.touchTarget};
  font-weight: ${({ theme }) => theme.font.weight.medium};
`;

const PreviewTable = styled(FigureTable)`
  th,
  td {
    text-align: left;
    padding: ${({ theme }) => theme.space.xs} ${({ theme }) => theme.space.sm};
    border-bottom: 1px solid ${({ theme }) => theme.color.border};
  }
  caption {
    text-align: left;
    font-weight: ${({ theme }) => theme.font.weight.bold};
    margin-bottom: ${({ theme }) => theme.space.xs};
  }
`;

const ErrorList = styled.ul`
  margin: ${({ theme }) => theme.space.xs} 0 0;
  padding-left: ${({ theme }) => theme.space.lg};
`;

/** One value field of the form, its unit in the label. */
function BiomarkerField({ id }: { id: BiomarkerId }) {
  const { name, unit } = BIOMARKERS[id];
  return (
    <TextField
      name={`values.${id}`}
      label={`${name} (${unit})`}
      type="number"
      inputMode="decimal"
      step="any"
    />
  );
}

/** The file's rows as they will be saved, with each row's problem. */
function FilePreview({ parsed }: { parsed: ParsedLabCsv }) {
  const problems = new Map<number, string[]>();
  for (const error of parsed.rowErrors) {
    problems.set(error.row, [...(problems.get(error.row) ?? []), error.message]);
  }
  return (
    <>
      {parsed.rowErrors.length > 0 && (
        <Alert tone="danger" role="alert" title="Fix these rows, then choose the file again">
          <ErrorList>
            {parsed.rowErrors.map((error) => (
              <li key={`${error.row}-${error.field}`}>{error.message}</li>
            ))}
          </ErrorList>
          <p>Nothing from this file is imported until every row is right.</p>
        </Alert>
      )}
      <ScrollRegion aria-label="Preview, scrolls sideways">
        <PreviewTable>
          <caption>Preview: {parsed.results.length} results to import</caption>
          <ColumnHeads names={['Row', 'Biomarker', 'Value', 'Status']} />
          <tbody>
            {parsed.results.map((result) => {
              const id = isBiomarkerId(result.biomarker) ? result.biomarker : null;
              const value = Number(result.value);
              const rowProblems = problems.get(result.row);
              return (
                <tr key={result.row}>
                  <td>{result.row}</td>
                  <td>{id ? BIOMARKERS[id].name : result.biomarker}</td>
                  <td>
                    {String(result.value)} {result.unit}
                  </td>
                  <td>
                    {rowProblems || !id ? (
                      <StatusBadge status="critical" label="Needs a fix" />
                    ) : (
                      <StatusBadge status={biomarkerStatus(value, BIOMARKERS[id].range)} />
                    )}
                  </td>
                </tr>
              );
            })}
          </tbody>
        </PreviewTable>
      </ScrollRegion>
    </>
  );
}

function FileStep({
  parsed,
  fileName,
  onFile,
}: {
  parsed: ParsedLabCsv | null;
  fileName: string;
  onFile: (event: ChangeEvent<HTMLInputElement>) => void;
}) {
  const inputId = useId();
  const hintId = useId();
  return (
    <>
      <p id={hintId}>
        A CSV file with the columns biomarker, value and unit, one result a line. Leave a value
        empty for a biomarker that was not measured.
      </p>
      <TemplateLink
        href={`data:text/csv;charset=utf-8,${encodeURIComponent(LAB_CSV_TEMPLATE)}`}
        download="lab-results-template.csv"
      >
        <Download size={18} aria-hidden="true" />
        Download the template
      </TemplateLink>
      <Field>
        <Label htmlFor={inputId}>Lab results file (CSV)</Label>
        <Input
          id={inputId}
          type="file"
          accept=".csv,text/csv"
          aria-describedby={hintId}
          onChange={onFile}
        />
        <ErrorText aria-live="polite">{parsed?.fileError ?? null}</ErrorText>
      </Field>
      {parsed && !parsed.fileError && <FilePreview key={fileName} parsed={parsed} />}
    </>
  );
}

interface UploadDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onSaved: (draw: SavedLabDraw) => void;
}

/**
 * Upload Lab Results: the twelve biomarkers by hand (any of them), or a CSV file with a template,
 * a preview and each bad row named. The server checks every row again and saves all or nothing.
 */
export function UploadDialog({ open, onOpenChange, onSaved }: UploadDialogProps) {
  const [mode, setMode] = useState<Mode>('form');
  const [parsed, setParsed] = useState<ParsedLabCsv | null>(null);
  const [fileName, setFileName] = useState('');
  const addLabDraw = useAddLabDraw();
  const { toast } = useToast();

  const changeOpen = (next: boolean) => {
    if (!next) {
      setParsed(null);
      setFileName('');
      setMode('form');
    }
    onOpenChange(next);
  };

  const onFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    setFileName(file?.name ?? '');
    setParsed(file ? parseLabCsv(await file.text()) : null);
  };

  const onSubmit = async (values: UploadValues, helpers: FormikHelpers<UploadValues>) => {
    helpers.setStatus(undefined);
    const results: LabDrawRequest['results'] =
      mode === 'file'
        ? (parsed?.results ?? []).map((result) => ({ ...result, value: Number(result.value) }))
        : BIOMARKER_IDS.filter((id) => values.values[id] !== '').map((id) => ({
            biomarker: id,
            value: Number(values.values[id]),
            unit: BIOMARKERS[id].unit,
          }));
    let saved: SavedLabDraw;
    try {
      saved = await addLabDraw.mutateAsync({
        body: {
          date: values.date,
          labName: values.labName.trim(),
          source: mode === 'file' ? 'upload' : 'manual',
          results,
        },
      });
    } catch (error) {
      helpers.setStatus(failureMessage(error) ?? undefined);
      return;
    }
    toast({
      title: 'Lab results saved',
      description: `${saved.results.length} results from ${formatDate(saved.date)} were added.`,
      variant: 'success',
    });
    helpers.resetForm();
    changeOpen(false);
    onSaved(saved);
  };

  const fileReady = Boolean(parsed && !parsed.fileError && parsed.rowErrors.length === 0);

  return (
    <DialogRoot open={open} onOpenChange={changeOpen}>
      <DialogContent
        title="Upload Lab Results"
        description="Add a blood test: type in the results, or import them from a CSV file."
      >
        <ModeSwitch role="group" aria-label="How to add the results">
          <ModeButton
            type="button"
            $variant="secondary"
            aria-pressed={mode === 'form'}
            onClick={() => setMode('form')}
          >
            <Keyboard size={18} aria-hidden="true" />
            Enter results
          </ModeButton>
          <ModeButton
            type="button"
            $variant="secondary"
            aria-pressed={mode === 'file'}
            onClick={() => setMode('file')}
          >
            <FileUp size={18} aria-hidden="true" />
            Upload a CSV file
          </ModeButton>
        </ModeSwitch>
        <Formik
          initialValues={emptyValues()}
          validationSchema={uploadSchema(mode)}
          onSubmit={onSubmit}
        >
          {({ isSubmitting, status, errors, submitCount }) => (
            <DialogFields>
              <FieldPair>
                <TextField name="date" label="Date of the draw*" type="date" max={today()} />
                <TextField name="labName" label="Lab name" autoComplete="organization" />
              </FieldPair>
              {mode === 'form' ? (
                <Biomarkers>
                  <legend>Results (fill in the ones you have)</legend>
                  {BIOMARKER_IDS.map((id) => (
                    <BiomarkerField key={id} id={id} />
                  ))}
                </Biomarkers>
              ) : (
                <FileStep parsed={parsed} fileName={fileName} onFile={onFile} />
              )}
              {mode === 'form' && submitCount > 0 && typeof errors.values === 'string' && (
                <Alert tone="danger" role="alert">
                  <p>{LAB_DRAW_MESSAGES.oneResult}</p>
                </Alert>
              )}
              <SaveError status={status} />
              <DialogFormActions
                submitting={isSubmitting}
                disabled={mode === 'file' && !fileReady}
                submitLabel={
                  mode === 'file' ? `Import ${parsed?.results.length ?? 0} results` : 'Save results'
                }
              />
            </DialogFields>
          )}
        </Formik>
      </DialogContent>
    </DialogRoot>
  );
}
