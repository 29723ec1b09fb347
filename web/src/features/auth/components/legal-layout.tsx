import type { ReactNode } from 'react';
import { AuthLayout } from './auth-layout.tsx';

/**
 * The frame of the legal pages: the public pages' own (a prerendered document, plain links, no
 * form), with the text in readable sections. No state, no request: the page needs its HTML only.
 */
export function LegalLayout({
  title,
  updated,
  children,
}: {
  title: string;
  /** The day of the text's last change, as it reads (« 26 novembre 2026 »). */
  updated: string;
  children: ReactNode;
}) {
  return (
    <AuthLayout title={title} description={`Dernière mise à jour : ${updated}`} backTo="/">
      <div className="flex flex-col gap-6 text-app [&_a]:font-semibold [&_a]:text-accent [&_a]:underline [&_h2]:text-lg [&_h2]:font-bold [&_li]:ml-5 [&_li]:list-disc [&_p]:leading-relaxed [&_ul]:flex [&_ul]:flex-col [&_ul]:gap-1.5">
        {children}
      </div>
    </AuthLayout>
  );
}

/** A titled part of a legal page. */
export function LegalSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="flex flex-col gap-2">
      <h2>{title}</h2>
      {children}
    </section>
  );
}

export const LEGAL_UPDATED = '26 novembre 2026';
