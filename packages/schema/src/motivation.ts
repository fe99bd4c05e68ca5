import { countText } from './count-text.ts';

/**
 * What is wrong with a motivation (the board's and the committees' interest forms), or
 * undefined: too short counts without the spaces around it, too long counts everything, as the
 * server's field limits do. `why` ends the first message: "waarom je in het bestuur wilt".
 */
export function motivationProblem(
  motivation: string,
  limits: { min: number; max: number },
  why: string,
): string | undefined {
  if (motivation.trim().length < limits.min) return `Vertel in minstens ${limits.min} tekens ${why}.`;
  if (motivation.length > limits.max) return `Je motivatie mag hoogstens ${countText(limits.max)} tekens hebben.`;
  return undefined;
}
