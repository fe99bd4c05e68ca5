import type { SubmissionKind } from '@tjas/permissions/permission-table';

/** What each action page says to the member; which committee receives it is in the permission table. */
export const KIND_TEXT: Record<
  SubmissionKind,
  { title: string; intro: string; titleLabel: string; bodyLabel: string; attachmentLabel: string }
> = {
  promotie: {
    title: 'Promotieaanvraag',
    intro: 'Vraag de PR-commissie om je activiteit te promoten op onze kanalen.',
    titleLabel: 'Wat wil je laten promoten?',
    bodyLabel: 'Vertel erover: wat, voor wie, en wat moet erin staan?',
    attachmentLabel: 'Bijlage (afbeelding of PDF, optioneel)',
  },
  uitglijder: {
    title: 'Uitglijder insturen',
    intro: 'Iets grappigs gebeurd? Stuur je uitglijder naar de Redactie voor het volgende blad.',
    titleLabel: 'Kop van je uitglijder',
    bodyLabel: 'Wat gebeurde er?',
    attachmentLabel: 'Foto (optioneel)',
  },
  'technische-hulp': {
    title: 'Technische hulp',
    intro: 'Werkt iets op de site niet, of kun je ergens niet bij? De ICT-commissie helpt je.',
    titleLabel: 'Waar loop je tegenaan?',
    bodyLabel: 'Beschrijf het probleem: wat deed je, wat verwachtte je en wat gebeurde er?',
    attachmentLabel: 'Schermafbeelding (optioneel)',
  },
};
