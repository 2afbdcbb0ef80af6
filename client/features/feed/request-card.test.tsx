// @vitest-environment jsdom
/** Request card marks: the author's @handle and "You answered". */
import '@testing-library/jest-dom/vitest';
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { aRequest } from '../../testing/factories';
import { RequestCard } from './components/request-card';

afterEach(cleanup);

function renderCard(overrides: Parameters<typeof aRequest>[0]) {
  render(
    <MemoryRouter>
      <RequestCard request={aRequest(overrides)} isOwn={false} />
    </MemoryRouter>,
  );
  return screen.getByTestId('request-card');
}

describe('RequestCard', () => {
  it("shows the author's @handle beside their name, so namesakes differ", () => {
    const card = renderCard({});
    expect(within(card).getByTestId('member-handle')).toHaveTextContent('@ben-okafor');
  });

  it('says "You answered" only on requests the viewer has answered', () => {
    expect(
      within(renderCard({ userHasResponded: false })).queryByText('You answered'),
    ).not.toBeInTheDocument();
    cleanup();
    expect(
      within(renderCard({ userHasResponded: true })).getByText('You answered'),
    ).toBeInTheDocument();
  });

  it('marks an edited request "edited" and leaves others unmarked', () => {
    expect(within(renderCard({ editedAt: null })).queryByText('· edited')).not.toBeInTheDocument();
    cleanup();
    expect(
      within(renderCard({ editedAt: '2026-01-01T10:05:00.000Z' })).getByText('· edited'),
    ).toBeInTheDocument();
  });
});
