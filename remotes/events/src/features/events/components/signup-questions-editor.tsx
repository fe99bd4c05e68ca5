import { Button, CheckboxField, FormError, SelectField, TextAreaField, TextField } from '@tjas/ui';
import { signupLimits } from '@tjas/schema/signup-limits';
import type { QuestionDraft } from '../lib/event-form-values.ts';
import styles from './event-form.module.css';

interface Props {
  questions: readonly QuestionDraft[];
  onChange: (questions: QuestionDraft[]) => void;
  /** A message about the questions as a whole (e.g. too many). */
  error: string | undefined;
  /** A message per question, by its place in the list. */
  rowErrors: Record<number, string> | undefined;
}

const NEW_QUESTION: QuestionDraft = { id: '', label: '', type: 'text', options: '', required: false };

/** The questions members answer when they sign up: add, change and remove them. */
export function SignupQuestionsEditor({ questions, onChange, error, rowErrors }: Props) {
  const change = (index: number, update: Partial<QuestionDraft>) =>
    onChange(questions.map((question, at) => (at === index ? { ...question, ...update } : question)));
  return (
    <fieldset className={styles.questions}>
      <legend>Vragen bij het aanmelden</legend>
      <FormError message={error} />
      {questions.map((question, index) => (
        <div key={index} className={styles.question}>
          <TextField
            label={`Vraag ${index + 1}`}
            value={question.label}
            onChange={(e) => change(index, { label: e.target.value })}
            error={rowErrors?.[index]}
            maxLength={signupLimits.questionLabel.max}
          />
          <SelectField
            label="Soort antwoord"
            value={question.type}
            onChange={(e) => change(index, { type: e.target.value as QuestionDraft['type'] })}
            options={[
              { value: 'text', label: 'Vrije tekst' },
              { value: 'yesno', label: 'Ja of nee' },
              { value: 'choice', label: 'Keuze uit een lijst' },
            ]}
          />
          {question.type === 'choice' && (
            <TextAreaField
              label="Keuzes (één per regel)"
              value={question.options}
              onChange={(e) => change(index, { options: e.target.value })}
              rows={3}
            />
          )}
          <CheckboxField
            label="Verplicht"
            checked={question.required}
            onChange={(e) => change(index, { required: e.target.checked })}
          />
          <Button variant="secondary" onClick={() => onChange(questions.filter((_, at) => at !== index))}>
            Vraag verwijderen
          </Button>
        </div>
      ))}
      <Button variant="secondary" onClick={() => onChange([...questions, NEW_QUESTION])}>
        Vraag toevoegen
      </Button>
    </fieldset>
  );
}
