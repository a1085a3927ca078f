import { useQueryClient } from '@tanstack/react-query';
import { Download } from 'lucide-react';
import { useId, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { Button } from '@/components/button';
import { Muted } from '@/components/card';
import { ErrorText, Field, Input, Label } from '@/components/form-field';
import { useToast } from '@/components/toast';
import type { Schema } from '@/lib/api/contract';
import { failureMessage } from '@/lib/api/failure';
import { useApiMutation } from '@/lib/api/queries';
import { switchUser } from '@/lib/auth';
import { DEMO_FILE_MAX_BYTES, DEMO_FILE_TOO_LARGE, readDemoFile } from '@/lib/demo-data-file';
import { Section } from './parts';

type DemoData = Schema<'DemoData'>;

/** The whole demo database to a file and back, so a prepared demo can travel. */
export function DemoDataSection({ onLoaded }: { onLoaded: () => void }) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { toast } = useToast();
  const [problem, setProblem] = useState<string | null>(null);
  const id = useId();
  // Failures follow the one error policy: in place, with the server's reason or the text.
  const showFailure = (error: Error) => setProblem(failureMessage(error));

  const exportData = useApiMutation('exportDemoData', {
    failure: { text: 'The demo data could not be exported. Please try again.' },
    onSuccess: (data) => {
      const link = document.createElement('a');
      link.href = URL.createObjectURL(
        new Blob([JSON.stringify(data)], { type: 'application/json' }),
      );
      link.download = `vitalis-demo-data-${new Date().toISOString().slice(0, 10)}.json`;
      link.click();
      URL.revokeObjectURL(link.href);
    },
    onError: showFailure,
  });

  const importData = useApiMutation('importDemoData', {
    failure: { text: 'The file could not be loaded. Please try again.' },
    onSuccess: async ({ message }) => {
      await switchUser(queryClient, null, null);
      onLoaded();
      navigate('/auth/login');
      toast({ title: 'Demo data imported', description: message, variant: 'success' });
    },
    onError: showFailure,
  });

  const load = async (file: File | undefined) => {
    if (!file) return;
    setProblem(null);
    // Read as the mocked server reads it, with its messages: a file that cannot be sent as it is
    // (nested past any record, or too large) is told here.
    const checked =
      file.size > DEMO_FILE_MAX_BYTES
        ? { refused: DEMO_FILE_TOO_LARGE }
        : readDemoFile(await file.text());
    if ('refused' in checked) {
      setProblem(checked.refused);
      return;
    }
    importData.mutate({ body: checked.file as DemoData });
  };

  return (
    <Section>
      <legend>Demo data</legend>
      <Muted>
        Save every account and record of this browser to a file, and load one here or in another
        browser: a demo prepared once can be handed over. Loading a file replaces everything, and
        everyone signs in again.
      </Muted>
      <div>
        <Button
          type="button"
          $variant="secondary"
          onClick={() => {
            setProblem(null);
            exportData.mutate();
          }}
        >
          <Download size={18} aria-hidden="true" /> Download demo data
        </Button>
      </div>
      <Field>
        <Label htmlFor={id}>Load demo data from a file</Label>
        <Input
          id={id}
          type="file"
          accept="application/json,.json"
          disabled={importData.isPending}
          aria-describedby={problem ? `${id}-problem` : undefined}
          onChange={(event) => {
            void load(event.target.files?.[0]);
            event.target.value = '';
          }}
        />
      </Field>
      {problem && (
        <ErrorText id={`${id}-problem`} role="alert">
          {problem}
        </ErrorText>
      )}
    </Section>
  );
}
