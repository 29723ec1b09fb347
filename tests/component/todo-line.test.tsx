/**
 * A to-do's quiet line under its text: who and by when, in words; once its moment has passed it
 * turns to the alert colour and says « En retard » to a screen reader, never the colour alone.
 */
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { ProfileView } from '../../domain/profiles.ts';
import { TodoLine } from '../../web/src/features/lists/components/todo-fields.tsx';

const thomas = { id: 'p-thomas', name: 'Thomas' } as ProfileView;
const lea = { id: 'p-lea', name: 'Léa' } as ProfileView;
const now = { today: '2026-12-10', wallClock: '2026-12-10T09:00' };

function line(item: Parameters<typeof TodoLine>[0]['item']) {
  const { container } = render(<TodoLine item={item} profiles={[thomas, lea]} now={now} />);
  return container.querySelector('[data-todo-line]');
}

describe('a to-do row’s line', () => {
  it('names the people in the family’s order, then the due day', () => {
    const shown = line({
      completed: false,
      assigneeIds: ['p-lea', 'p-thomas'],
      dueDate: '2026-12-15',
      dueTime: null,
    });
    expect(shown?.textContent).toBe('Thomas, Léa · avant le mar. 15 déc.');
    expect(screen.queryByText(/En retard/)).toBeNull();
  });

  it('says « En retard » in the alert colour once past, but not for a ticked one', () => {
    const late = line({ completed: false, assigneeIds: [], dueDate: '2026-12-09', dueTime: null });
    expect(late?.textContent).toBe('En retard : avant le mer. 9 déc.');
    expect(late?.className).toContain('text-red-700');
    const done = line({ completed: true, assigneeIds: [], dueDate: '2026-12-09', dueTime: null });
    expect(done?.className).not.toContain('text-red-700');
  });

  it('is nothing for a plain item', () => {
    expect(line({ completed: false, assigneeIds: [], dueDate: null, dueTime: null })).toBeNull();
  });
});
