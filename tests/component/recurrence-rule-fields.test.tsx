import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { TaskFormValues } from '#domain/tasks.ts';
import {
  emptyTaskForm,
  TaskFormFields,
  useTaskForm,
} from '../../web/src/features/planning/components/task-form.tsx';
import type { IsoDate } from '../../web/src/features/planning/lib/dates.ts';

// A Tuesday, the second of its month.
const TODAY = '2026-03-10' as IsoDate;

function NewTask({ onSubmit }: { onSubmit: (values: TaskFormValues) => void }) {
  const form = useTaskForm('task', TODAY, emptyTaskForm(TODAY));
  return (
    <TaskFormFields
      form={form}
      kind="task"
      adults={[]}
      childProfiles={[]}
      failure={null}
      busy={false}
      submitLabel="Créer la tâche"
      busyLabel="Création..."
      onCancel={() => {}}
      onSubmit={onSubmit}
    />
  );
}

async function setup() {
  const onSubmit = vi.fn();
  const user = userEvent.setup();
  render(<NewTask onSubmit={onSubmit} />);
  await user.type(screen.getByLabelText('Nom de la tâche'), 'Garde');
  await user.type(screen.getByLabelText('Heure'), '18:00');
  await user.click(screen.getByRole('radio', { name: 'Autres' }));
  const submit = () => user.click(screen.getByRole('button', { name: 'Créer la tâche' }));
  return { user, onSubmit, submit };
}

describe('the rule of a repetition in the task form', () => {
  it('sends every 2 weeks, ending after 10 times, and says it in one line', async () => {
    const { user, onSubmit, submit } = await setup();
    await user.selectOptions(screen.getByLabelText('Répéter'), 'Toutes les semaines');
    const interval = screen.getByRole('spinbutton', { name: 'Toutes les' });
    await user.clear(interval);
    await user.type(interval, '2');
    expect(screen.getByText('semaines')).not.toBeNull();
    await user.click(screen.getByRole('radio', { name: 'Après' }));
    expect(screen.getByLabelText('Nombre de fois')).toHaveProperty('value', '10');
    expect(screen.getByText('Toutes les 2 semaines le mardi, 10 fois')).not.toBeNull();
    await submit();

    await vi.waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0]?.[0]).toMatchObject({
      recurrence: 'weekly',
      recurrenceInterval: 2,
      recurrenceCount: 10,
      recurrenceEndDate: null,
    });
  });

  it('offers « le 10 » or « le 2e mardi » for a monthly repetition', async () => {
    const { user, onSubmit, submit } = await setup();
    await user.selectOptions(screen.getByLabelText('Répéter'), 'Tous les mois');
    expect(screen.getByRole('radio', { name: 'Le 10 de chaque mois' })).toHaveProperty(
      'checked',
      true,
    );
    await user.click(screen.getByRole('radio', { name: 'Le 2e mardi de chaque mois' }));
    expect(screen.getByText('Tous les mois le 2e mardi')).not.toBeNull();
    await submit();

    await vi.waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0]?.[0]).toMatchObject({
      recurrence: 'monthly',
      recurrenceInterval: 1,
      recurrenceMonthPosition: 2,
      recurrenceCount: null,
    });
  });

  it('refuses an interval of 0 in French', async () => {
    const { user, onSubmit, submit } = await setup();
    await user.selectOptions(screen.getByLabelText('Répéter'), 'Tous les jours');
    const interval = screen.getByRole('spinbutton', { name: 'Tous les' });
    await user.clear(interval);
    await user.type(interval, '0');
    await submit();
    await screen.findByText('Choisissez un intervalle entre 1 et 99');
    expect(onSubmit).not.toHaveBeenCalled();
  });
});
