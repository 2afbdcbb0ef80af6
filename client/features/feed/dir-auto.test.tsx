// @vitest-environment jsdom
/**
 * Right-to-left text keeps its own direction: a request, a member's name and an answer's
 * comment written in Arabic or Hebrew sit in elements with dir="auto", so the browser lays each out
 * by its first strong letter instead of the page's left-to-right.
 */
import '@testing-library/jest-dom/vitest';
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { aRequest, aResponse, ME } from '../../testing/factories';
import { setupMswServer } from '../../testing/msw';
import { renderWithApp } from '../../testing/render';
import { renderSignedIn } from '../../testing/render-signed-in';
import { ResponseList } from '../responses/index';
import { RequestCard } from './components/request-card';

const server = setupMswServer();
afterEach(cleanup);

const AUTHOR = { id: 9, displayName: 'ליאת כהן', slug: 'liat', profilePicture: null };

/** The nearest element around `text` that carries a dir attribute. */
const dirOf = (text: string) => screen.getByText(text).closest('[dir]')?.getAttribute('dir');

describe('dir="auto" on user-written text', () => {
  it("on a request card's text and its author's name", () => {
    renderWithApp(
      <RequestCard
        request={aRequest({ content: 'أغاني لصباح ماطر', user: AUTHOR })}
        isOwn={false}
      />,
      { session: ME },
    );
    expect(dirOf('أغاني لصباح ماطر')).toBe('auto');
    expect(dirOf('ליאת כהן')).toBe('auto');
  });

  it("on an answer's comment and the responder's name", async () => {
    server.use(
      http.get('/api/requests/42/responses', () =>
        HttpResponse.json([aResponse(1, { comment: 'שיר מושלם לגשם', user: AUTHOR })]),
      ),
    );
    renderSignedIn(<ResponseList requestId={42} />);
    const article = await screen.findByRole('article', { name: /recommended by ליאת כהן/ });
    expect(within(article).getByText('שיר מושלם לגשם')).toHaveAttribute('dir', 'auto');
    expect(within(article).getByRole('link', { name: 'ליאת כהן' })).toHaveAttribute('dir', 'auto');
  });
});
