import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { TaskFormValues } from '#domain/tasks.ts';
import {
  emptyTaskForm,
  TaskFormFields,
  useTaskForm,
} from '../../web/src/features/planning/components/task-form.tsx';
import type { IsoDate } from '../../web/src/features/planning/lib/dates.ts';
import { descriptionOf } from './support.ts';

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

function setup() {
  const onSubmit = vi.fn();
  const user = userEvent.setup();
  render(<NewTask onSubmit={onSubmit} />);
  const submit = () => user.click(screen.getByRole('button', { name: 'Créer la tâche' }));
  return { user, onSubmit, submit };
}

describe('the task form', () => {
  it('asks for the name, the time and the type in French, and sends nothing', async () => {
    const { onSubmit, submit } = setup();
    await submit();

    await screen.findByText('Le nom de la tâche est requis');
    expect(descriptionOf(screen.getByLabelText('Nom de la tâche'))).toBe(
      'Le nom de la tâche est requis',
    );
    expect(descriptionOf(screen.getByLabelText('Heure'))).toBe("L'heure est requise");
    expect(
      within(screen.getByRole('group', { name: 'Type de tâche' })).queryByText(
        'Veuillez sélectionner un type de tâche',
      ),
    ).not.toBeNull();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('refuses an end time before the start time', async () => {
    const { user, onSubmit, submit } = setup();
    await user.type(screen.getByLabelText('Nom de la tâche'), 'Piscine');
    await user.type(screen.getByLabelText('Heure'), '10:00');
    await user.type(screen.getByLabelText('Heure de fin'), '09:30');
    await user.click(screen.getByRole('radio', { name: 'Santé' }));
    await submit();

    await screen.findByText("L'heure de fin doit être après l'heure de début");
    expect(descriptionOf(screen.getByLabelText('Heure de fin'))).toBe(
      "L'heure de fin doit être après l'heure de début",
    );
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('shows the weekdays for a daily repetition only, and the end date for any repetition', async () => {
    const { user } = setup();
    const repeat = screen.getByLabelText('Répéter');
    expect(screen.queryByLabelText('Date de fin')).toBeNull();

    await user.selectOptions(repeat, 'Tous les jours');
    expect(screen.queryByRole('group', { name: 'Jours' })).not.toBeNull();
    expect(screen.queryByText('Aucun jour coché : tous les jours.')).not.toBeNull();
    expect(screen.queryByLabelText('Date de fin')).not.toBeNull();

    await user.selectOptions(repeat, 'Toutes les semaines');
    expect(screen.queryByRole('group', { name: 'Jours' })).toBeNull();
    expect(screen.queryByLabelText('Date de fin')).not.toBeNull();

    await user.selectOptions(repeat, 'Aucune');
    expect(screen.queryByLabelText('Date de fin')).toBeNull();
  });

  it('refuses a repetition that ends today or earlier', async () => {
    const { user, onSubmit, submit } = setup();
    await user.type(screen.getByLabelText('Nom de la tâche'), 'Piscine');
    await user.type(screen.getByLabelText('Heure'), '10:00');
    await user.click(screen.getByRole('radio', { name: 'Santé' }));
    await user.selectOptions(screen.getByLabelText('Répéter'), 'Toutes les semaines');
    await user.type(screen.getByLabelText('Date de fin'), TODAY);
    await submit();

    await screen.findByText("La date de fin doit être postérieure à aujourd'hui");
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('sends a daily repetition on the weekdays ticked, in weekday order', async () => {
    const { user, onSubmit, submit } = setup();
    await user.type(screen.getByLabelText('Nom de la tâche'), 'Cantine');
    await user.type(screen.getByLabelText('Heure'), '12:00');
    await user.click(screen.getByRole('radio', { name: 'Repas' }));
    await user.selectOptions(screen.getByLabelText('Répéter'), 'Tous les jours');
    await user.click(screen.getByLabelText('Mercredi'));
    await user.click(screen.getByLabelText('Lundi'));
    await submit();

    await vi.waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0]?.[0]).toMatchObject({
      name: 'Cantine',
      date: TODAY,
      time: '12:00',
      type: 'repas',
      recurrence: 'daily',
      recurrenceDays: [1, 3],
    });
  });
});
