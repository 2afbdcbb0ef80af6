// @vitest-environment jsdom
/**
 * "Choose your handle" (decision 045): hidden unless the handle was made for the member; checked
 * locally before sending; the server's 409 shows inline; a chosen handle closes the form.
 */
import '@testing-library/jest-dom/vitest';
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupMswServer } from '../../testing/msw';
import { renderWithApp } from '../../testing/render';
import { HandleChooser } from './components/handle-chooser';

const server = setupMswServer();
afterEach(cleanup);

describe('HandleChooser', () => {
  it('is absent when the handle cannot be chosen', async () => {
    let asked = false;
    server.use(
      http.get('/api/users/3/handle', () => {
        asked = true;
        return HttpResponse.json({ slug: 'ada', choosable: false });
      }),
    );
    renderWithApp(<HandleChooser userId={3} />);
    await expect.poll(() => asked).toBe(true);
    expect(screen.queryByLabelText('Choose your handle')).not.toBeInTheDocument();
  });

  it('checks locally, shows a taken handle, then saves once', async () => {
    const sent: unknown[] = [];
    let state = { slug: 'quiet-violin', choosable: true };
    server.use(
      http.get('/api/users/3/handle', () => HttpResponse.json(state)),
      http.put('/api/users/3/handle', async ({ request }) => {
        const body = (await request.json()) as { handle: string };
        sent.push(body);
        if (body.handle === 'ada')
          return HttpResponse.json(
            { error: 'handle_taken', message: 'That handle is taken. Please pick another.' },
            { status: 409 },
          );
        state = { slug: body.handle, choosable: false };
        return HttpResponse.json(state);
      }),
    );
    renderWithApp(<HandleChooser userId={3} />);
    const field = await screen.findByLabelText('Choose your handle');
    expect(screen.getByText('@quiet-violin')).toBeInTheDocument();
    const user = userEvent.setup();
    const save = screen.getByRole('button', { name: 'Save handle' });
    await user.type(field, 'no');
    await user.click(save);
    expect(screen.getByRole('alert')).toHaveTextContent('3 to 30 characters');
    await user.clear(field);
    await user.type(field, 'ada');
    await user.click(save);
    expect(await screen.findByRole('alert')).toHaveTextContent('That handle is taken.');
    await user.clear(field);
    await user.type(field, 'nora-n');
    await user.click(save);
    await expect.poll(() => screen.queryByLabelText('Choose your handle')).toBeNull();
    expect(sent).toEqual([{ handle: 'ada' }, { handle: 'nora-n' }]);
  });
});
