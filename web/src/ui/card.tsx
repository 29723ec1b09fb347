import type { HTMLAttributes } from 'react';

export function Card({ className = '', ...props }: HTMLAttributes<HTMLDivElement>) {
  return (
    <div
      className={`bg-surface rounded-2xl border border-app p-4 shadow-sm dark:shadow-none ${className}`}
      {...props}
    />
  );
}
