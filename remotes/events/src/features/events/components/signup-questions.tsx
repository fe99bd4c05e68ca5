import { RadioGroupField, SelectField, TextAreaField } from '@tjas/ui';
import type { Answers, Question } from '../api/events-api.ts';
import { signupLimits } from '@tjas/schema/signup-limits';

interface Props {
  questions: readonly Question[];
  answers: Answers;
  onChange: (answers: Answers) => void;
  /** Each question's message after a submit (answerErrorsOf), shown at the question. */
  errors?: Readonly<Record<string, string | undefined>>;
}

/** The organisers' questions, asked before signing up; only they (and admins) see the answers. */
export function SignupQuestions({ questions, answers, onChange, errors = {} }: Props) {
  const set = (id: string, value: string | boolean) => onChange({ ...answers, [id]: value });
  return (
    <div>
      <p>Alleen de organisatie ziet je antwoorden.</p>
      {questions.map((question) => {
        const label = question.required ? `${question.label} (verplicht)` : question.label;
        if (question.type === 'yesno') {
          const value = answers[question.id];
          return (
            <RadioGroupField
              key={question.id}
              legend={question.label}
              required={question.required}
              name={question.id}
              options={[
                { value: 'ja', label: 'Ja' },
                { value: 'nee', label: 'Nee' },
              ]}
              value={value === true ? 'ja' : value === false ? 'nee' : ''}
              onChange={(choice) => set(question.id, choice === 'ja')}
              error={errors[question.id]}
            />
          );
        }
        if (question.type === 'choice') {
          return (
            <SelectField
              key={question.id}
              label={label}
              value={String(answers[question.id] ?? '')}
              onChange={(event) => set(question.id, event.target.value)}
              error={errors[question.id]}
              options={[
                { value: '', label: 'Maak een keuze' },
                ...(question.options ?? []).map((option) => ({ value: option, label: option })),
              ]}
            />
          );
        }
        return (
          <TextAreaField
            key={question.id}
            label={label}
            maxLength={signupLimits.textAnswer.max}
            rows={2}
            value={String(answers[question.id] ?? '')}
            onChange={(event) => set(question.id, event.target.value)}
            error={errors[question.id]}
          />
        );
      })}
    </div>
  );
}
