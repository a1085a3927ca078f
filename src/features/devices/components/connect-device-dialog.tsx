import { useId, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { Button } from '@/components/button';
import { DialogCancel, DialogContent, DialogRoot } from '@/components/dialog';
import { ErrorText, Field, Input, Label } from '@/components/form-field';
import { Tabs, panelId, tabId } from '@/components/tabs';
import { useToast } from '@/components/toast';
import { WriteFailure } from '@/lib/api/failure';
import {
  API_KEY_RULES,
  DATA_TYPE_LABEL,
  PROVIDER_CATEGORIES,
  type DeviceType,
  type Provider,
} from '@/lib/devices/catalogue';
import { useStartConnection } from '@/lib/devices/use-connect';

const ID = 'connect-device';

const Form = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space.lg};
`;

const Choices = styled.fieldset`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  border: 0;
  padding: 0;
  margin: 0;
  legend {
    font-weight: ${({ theme }) => theme.font.weight.medium};
    margin-bottom: ${({ theme }) => theme.space.sm};
  }
`;

const Choice = styled.label`
  display: flex;
  gap: ${({ theme }) => theme.space.md};
  align-items: flex-start;
  min-height: ${({ theme }) => theme.touchTarget};
  padding: ${({ theme }) => theme.space.md};
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.md};
  cursor: pointer;
  input {
    margin-top: 4px;
    width: 20px;
    height: 20px;
    flex-shrink: 0;
  }
  &:has(input:checked) {
    border-color: ${({ theme }) => theme.color.primary};
    background: ${({ theme }) => theme.color.primarySoft};
  }
  span {
    display: grid;
    gap: 2px;
  }
  small {
    color: ${({ theme }) => theme.color.textMuted};
    font-size: ${({ theme }) => theme.font.size.sm};
  }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space.md};
`;

/** Looks disabled and says so to assistive technology, yet a press still explains why. */
const ConnectButton = styled(Button)`
  &[aria-disabled='true'] {
    cursor: not-allowed;
    opacity: 0.6;
  }
`;

const HOW: Record<Provider['authType'], string> = {
  oauth: 'Opens its authorization page',
  manual: 'Connects from this device',
  api_key: 'Needs your API key',
};

interface ConnectDeviceDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/**
 * 'Connect a Health Device': four category tabs and the provider selector. An oauth
 * provider goes to its authorization page; Apple Health connects at once; an api_key provider
 * asks for its key, whose shape the server checks.
 */
export function ConnectDeviceDialog({ open, onOpenChange }: ConnectDeviceDialogProps) {
  const [category, setCategory] = useState<DeviceType>(PROVIDER_CATEGORIES[0].id);
  const [selected, setSelected] = useState<Provider | null>(null);
  const [apiKey, setApiKey] = useState('');
  const [keyError, setKeyError] = useState<string | null>(null);
  const { start, isPending } = useStartConnection('/connected-devices');
  const { toast } = useToast();
  const keyId = useId();
  const providers = PROVIDER_CATEGORIES.find((c) => c.id === category)!.providers;
  const keyRule = selected ? API_KEY_RULES[selected.id] : undefined;

  const reset = () => {
    setSelected(null);
    setApiKey('');
    setKeyError(null);
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (isPending) return;
    if (!selected) {
      toast({
        title: 'Selection Required',
        description: 'Please select a device provider.',
        variant: 'destructive',
      });
      return;
    }
    try {
      const device = await start(selected, apiKey);
      if (!device) return;
      toast({
        title: 'Device Connected',
        description: 'Your device has been successfully connected.',
        variant: 'success',
      });
      reset();
      onOpenChange(false);
    } catch (error) {
      // The toast is the write's; a refused key is also said under its field.
      const keyMessage =
        error instanceof WriteFailure ? error.fieldErrors['auth.apiKey'] : undefined;
      if (keyMessage) setKeyError(keyMessage);
    }
  };

  return (
    <DialogRoot
      open={open}
      onOpenChange={(next) => {
        if (!next) reset();
        onOpenChange(next);
      }}
    >
      <DialogContent
        title="Connect a Health Device"
        description="Choose the kind of device, then its provider. Its data starts arriving with its first sync."
      >
        <Form onSubmit={onSubmit} noValidate>
          <Tabs
            idPrefix={ID}
            label="Device categories"
            tabs={PROVIDER_CATEGORIES.map((c) => ({ value: c.id, label: c.label }))}
            selected={category}
            onSelect={(value) => {
              setCategory(value);
              reset();
            }}
          />
          <div role="tabpanel" id={panelId(ID)} aria-labelledby={tabId(ID, category)}>
            <Choices>
              <legend>Provider</legend>
              {providers.map((provider) => (
                <Choice key={provider.id}>
                  <input
                    type="radio"
                    name="provider"
                    value={provider.id}
                    checked={selected?.id === provider.id}
                    onChange={() => {
                      setSelected(provider);
                      setKeyError(null);
                    }}
                  />
                  <span>
                    <strong>{provider.name}</strong>
                    <small>
                      {HOW[provider.authType]} ·{' '}
                      {provider.dataTypes.map((type) => DATA_TYPE_LABEL[type]).join('; ')}
                    </small>
                  </span>
                </Choice>
              ))}
            </Choices>
          </div>
          {keyRule && (
            <Field>
              <Label htmlFor={keyId}>{selected!.name} API key</Label>
              <Input
                id={keyId}
                value={apiKey}
                autoComplete="off"
                spellCheck={false}
                placeholder={keyRule.example}
                onChange={(event) => {
                  setApiKey(event.target.value);
                  setKeyError(null);
                }}
                $invalid={Boolean(keyError)}
                aria-invalid={Boolean(keyError) || undefined}
                aria-describedby={`${keyId}-hint ${keyId}-error`}
              />
              <small id={`${keyId}-hint`}>{keyRule.hint}</small>
              <ErrorText id={`${keyId}-error`} aria-live="polite">
                {keyError}
              </ErrorText>
            </Field>
          )}
          <Actions>
            <DialogCancel />
            <ConnectButton type="submit" aria-disabled={!selected || isPending}>
              {isPending ? 'Connecting...' : 'Connect Device'}
            </ConnectButton>
          </Actions>
        </Form>
      </DialogContent>
    </DialogRoot>
  );
}
