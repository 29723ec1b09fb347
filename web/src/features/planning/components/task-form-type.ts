import type { UseFormReturn } from 'react-hook-form';
import type { TaskFormInput, TaskFormValues } from '#domain/tasks.ts';

/**
 * The task form's react-hook-form handle, typed once: the form (task-form.tsx) makes it and its
 * sections take it, so it sits below both rather than in the form they are part of.
 */
export type TaskForm = UseFormReturn<TaskFormInput, unknown, TaskFormValues>;
