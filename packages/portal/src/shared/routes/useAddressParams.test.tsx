import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { describe, expect, it } from 'vitest';
import { useAddressParams } from './useAddressParams';

function Tree() {
  const [params, update] = useAddressParams();
  const location = useLocation();
  return (
    <>
      <output aria-label="url">{location.search}</output>
      <output aria-label="node">{params.get('node') ?? ''}</output>
      {/* Two changes before the page renders again, as a click then a key press can be. */}
      <button
        type="button"
        onClick={() => {
          update({ node: '7' });
          update({ open: '1,2' });
        }}
      >
        Choose and open
      </button>
      <button type="button" onClick={() => update({ node: null })}>
        Clear
      </button>
      <button type="button" onClick={() => update({ node: '5' }, { push: true })}>
        Choose with history
      </button>
    </>
  );
}

function renderAt(url: string) {
  const router = createMemoryRouter([{ path: '/tree', element: <Tree /> }], {
    initialEntries: [url],
  });
  render(<RouterProvider router={router} />);
  return router;
}

const url = () => screen.getByLabelText('url').textContent;

describe('useAddressParams', () => {
  it('keeps both of two changes made before the page renders again, and the other keys', async () => {
    renderAt('/tree?tab=all');
    await userEvent.click(screen.getByRole('button', { name: 'Choose and open' }));
    expect(new URLSearchParams(url() ?? '')).toEqual(
      new URLSearchParams('tab=all&node=7&open=1%2C2'),
    );
    expect(screen.getByLabelText('node').textContent).toBe('7');
  });

  it('removes a key given null and replaces the history entry instead of adding one', async () => {
    const router = renderAt('/tree?node=3&open=1');
    await userEvent.click(screen.getByRole('button', { name: 'Clear' }));
    expect(url()).toBe('?open=1');
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it('starts from the address a back or forward navigation rendered', async () => {
    const router = renderAt('/tree?node=3');
    await router.navigate('/tree?node=4&open=9');
    await userEvent.click(screen.getByRole('button', { name: 'Choose and open' }));
    expect(url()).toBe('?node=7&open=1%2C2');
  });

  it('adds a history entry when asked to, so Back returns to the previous choice', async () => {
    const router = renderAt('/tree?node=3');
    await userEvent.click(screen.getByRole('button', { name: 'Choose with history' }));
    expect(url()).toBe('?node=5');
    await router.navigate(-1);
    expect(await screen.findByText('3')).toBeTruthy();
    expect(url()).toBe('?node=3');
  });
});
