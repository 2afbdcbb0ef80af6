// @vitest-environment jsdom
/** The order control of a request's answers: Top by default from 5 answers, "Loved first" below, each choice in the URL. */
import '@testing-library/jest-dom/vitest';
import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupMswServer } from '../../testing/msw';
import type { ResponseItem } from '@common/schemas';
import { aResponse } from '../../testing/factories';
import { renderSignedIn } from '../../testing/render-signed-in';
import { ResponseList } from './components/response-list';

const server = setupMswServer();
const serve = (list: ResponseItem[]) =>
  server.use(http.get('/api/requests/42/responses', () => HttpResponse.json(list)));
const at = (minutesAgo: number) => new Date(Date.now() - minutesAgo * 60_000).toISOString();
const shown = () =>
  screen.getAllByRole('article').map((a) => a.getAttribute('aria-label')!.split(' ')[1]);

// Oldest first: 1..5. Top scores: 1 → 1, 2 → 6 (loved), 3 → 4 (2 upvotes, 1 co-sign), 4 → 0, 5 → 8 (8 upvotes).
const answers = [
  aResponse(1, { upvotes: 1, createdAt: at(50) }),
  aResponse(2, { upvotes: 0, verdict: 'loved', createdAt: at(40) }),
  aResponse(3, { upvotes: 2, cosigns: 1, createdAt: at(30) }),
  aResponse(4, { upvotes: 0, createdAt: at(20) }),
  aResponse(5, { upvotes: 8, createdAt: at(10) }),
];

describe('order of answers', () => {
  it('opens in the Top order from 5 answers and offers the others', async () => {
    serve(answers);
    const user = userEvent.setup();
    renderSignedIn(<ResponseList requestId={42} />);
    await screen.findByRole('article', { name: /Song 5/ });
    expect(screen.getByLabelText('Order')).toHaveValue('top');
    expect(shown()).toEqual(['5', '2', '3', '1', '4']);
    await user.selectOptions(screen.getByLabelText('Order'), 'Loved first');
    expect(shown()).toEqual(['2', '1', '3', '4', '5']);
    await user.selectOptions(screen.getByLabelText('Order'), 'Oldest first');
    expect(shown()).toEqual(['1', '2', '3', '4', '5']);
  });

  it('keeps "Loved first" as the default below 5 answers, with Top a choice', async () => {
    serve(answers.slice(0, 4));
    const user = userEvent.setup();
    renderSignedIn(<ResponseList requestId={42} />);
    await screen.findByRole('article', { name: /Song 4/ });
    expect(screen.getByLabelText('Order')).toHaveValue('loved');
    expect(shown()).toEqual(['2', '1', '3', '4']);
    await user.selectOptions(screen.getByLabelText('Order'), 'Top');
    expect(shown()).toEqual(['2', '3', '1', '4']);
  });
});
