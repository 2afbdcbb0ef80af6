// @vitest-environment jsdom
/** The capped text box (decision 044): the counter warns before the cap; a paste that does not fit says how much was cut and can be undone. */
import '@testing-library/jest-dom/vitest';
import { afterEach, describe, expect, it } from 'vitest';
import { useState } from 'react';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { LimitedTextarea } from './limited-textarea';

afterEach(cleanup);

function Box({ initial = '' }: { initial?: string }) {
  const [value, setValue] = useState(initial);
  return (
    <LimitedTextarea label="Comment" value={value} onChange={setValue} counterTestId="counter" />
  );
}

describe('LimitedTextarea', () => {
  it('warns from 220 of 240, and is red at 240', async () => {
    const user = userEvent.setup();
    render(<Box initial={'a'.repeat(218)} />);
    const counter = screen.getByTestId('counter');
    expect(counter).toHaveAttribute('data-level', 'quiet');
    await user.type(screen.getByLabelText('Comment'), 'bc');
    expect(counter).toHaveTextContent('220/240');
    expect(counter).toHaveAttribute('data-level', 'near');
    expect(counter).toHaveClass('font-semibold');
    await user.type(screen.getByLabelText('Comment'), 'x'.repeat(25));
    expect(counter).toHaveTextContent('240/240');
    expect(counter).toHaveAttribute('data-level', 'full');
  });

  it('says how many pasted characters were cut, and Undo or Ctrl+Z puts the text back', async () => {
    const user = userEvent.setup();
    render(<Box initial="Intro " />);
    const box = screen.getByLabelText('Comment');
    await user.click(box);
    await user.paste('x'.repeat(5000));
    expect(box).toHaveValue(`Intro ${'x'.repeat(234)}`);
    expect(screen.getByTestId('counter')).toHaveTextContent('240/240');
    expect(screen.getByRole('status')).toHaveTextContent(
      'This box takes 240 characters: 4,766 characters were cut.',
    );
    expect(box).toHaveAccessibleDescription(/4,766 characters were cut/);
    await user.click(screen.getByRole('button', { name: 'Undo' }));
    expect(box).toHaveValue('Intro ');
    expect(screen.queryByRole('status')).toBeNull();

    await user.click(box);
    await user.paste('y'.repeat(300));
    expect(box).toHaveValue(`Intro ${'y'.repeat(234)}`);
    await user.keyboard('{Control>}z{/Control}');
    expect(box).toHaveValue('Intro ');
  });

  it('lets a paste that fits through untouched', async () => {
    const user = userEvent.setup();
    render(<Box />);
    const box = screen.getByLabelText('Comment');
    await user.click(box);
    await user.paste('A short comment');
    expect(box).toHaveValue('A short comment');
    expect(screen.queryByRole('status')).toBeNull();
  });
});
