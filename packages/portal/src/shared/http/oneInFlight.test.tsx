import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AxiosAdapter } from 'axios';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { afterEach, describe, expect, it } from 'vitest';
import { useEditor } from '../forms/useEditor';
import { calls, useCallMutation } from './calls';
import { http } from './client';

/**
 * A double click on any kind of submit sends one request and shows one outcome. The
 * server is an adapter that holds every answer until the test lets it go, so the second click
 * lands while the first request is on its way, as it does on a slow connection.
 */
const sent: string[] = [];
let answer: () => void = () => {};
const heldServer: AxiosAdapter = (config) => {
  sent.push(String(config.url));
  return new Promise((resolve) => {
    answer = () =>
      resolve({
        data: { code: 200, message: 'ok', data: null },
        status: 200,
        statusText: 'OK',
        headers: {},
        config,
      });
  });
};
const original = http.defaults.adapter;
afterEach(() => {
  http.defaults.adapter = original;
  sent.length = 0;
});

function withClient(children: React.ReactNode) {
  const client = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}

/** A button whose handler awaits the write, then says so: the common shape in the features. */
function MutationButton() {
  const save = useCallMutation(calls.coach.saveProfile);
  const [outcomes, setOutcomes] = useState(0);
  return (
    <>
      <button
        type="button"
        onClick={async () => {
          await save.mutateAsync({} as never);
          setOutcomes((n) => n + 1);
        }}
      >
        Save profile
      </button>
      <output>{`Saved ${outcomes} times`}</output>
    </>
  );
}

/** A button that fires `mutate` with its own success callback. */
function FireAndForgetButton() {
  const save = useCallMutation(calls.coach.saveProfile);
  const [outcomes, setOutcomes] = useState(0);
  return (
    <>
      <button
        type="button"
        onClick={() => save.mutate({} as never, { onSuccess: () => setOutcomes((n) => n + 1) })}
      >
        Save profile
      </button>
      <output>{`Saved ${outcomes} times`}</output>
    </>
  );
}

/** An editor page's submit: the form's submit runs through `useEditor`. */
function EditorForm() {
  const form = useForm({ defaultValues: { name: 'Mei' } });
  const editor = useEditor({ form, reload: async () => {} });
  const save = useCallMutation(calls.coach.saveProfile);
  const [outcomes, setOutcomes] = useState(0);
  return (
    <form
      onSubmit={form.handleSubmit(async () => {
        const ok = await editor.run('save', async () => {
          await save.mutateAsync({} as never);
        });
        if (ok) setOutcomes((n) => n + 1);
      })}
    >
      <button type="submit">Save profile</button>
      <output>{`Saved ${outcomes} times`}</output>
    </form>
  );
}

describe('one request in flight per submit', () => {
  it.each([
    ['a button awaiting mutateAsync', MutationButton],
    ['a button calling mutate', FireAndForgetButton],
    ['an editor form submitted through useEditor', EditorForm],
  ])('%s: a double click sends one request and shows one outcome', async (_, Kind) => {
    http.defaults.adapter = heldServer;
    render(withClient(<Kind />));
    await userEvent.dblClick(screen.getByRole('button', { name: 'Save profile' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    answer();
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Saved 1 times'));
    // A later click is a new submit, sent and answered on its own.
    await userEvent.click(screen.getByRole('button', { name: 'Save profile' }));
    await waitFor(() => expect(sent).toHaveLength(2));
    answer();
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Saved 2 times'));
  });
});

function RowDeletes() {
  const remove = useCallMutation(calls.coach.saveProfile);
  return (
    <>
      {['A', 'B'].map((row) => (
        <button key={row} type="button" onClick={() => remove.mutate({ row } as never)}>
          {`Save ${row}`}
        </button>
      ))}
    </>
  );
}

it('lets a different request go while one is on its way (another row)', async () => {
  http.defaults.adapter = heldServer;
  render(withClient(<RowDeletes />));
  await userEvent.click(screen.getByRole('button', { name: 'Save A' }));
  await userEvent.click(screen.getByRole('button', { name: 'Save B' }));
  await waitFor(() => expect(sent).toHaveLength(2));
});
