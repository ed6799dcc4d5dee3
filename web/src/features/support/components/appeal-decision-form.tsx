/**
 * Staff decide a store appeal: the verdict stands, or it was corrected, with a note the shoppers
 * who analyse the store will read beside its verdict (and the requester by e-mail). Checked with
 * the shared schema the server validates with.
 */
import { useState } from 'react';
import {
  appealDecisionSchema,
  appealOutcomeLabels,
  appealOutcomes,
  SUPPORT_MESSAGE_MAX_LENGTH,
  type AppealDecision,
  type AppealOutcome,
} from '@shop-scanner/shared/support';
import { useWatch } from 'react-hook-form';
import { Button } from '../../../components/ui/button';
import { SelectField, TextAreaField } from '../../../components/ui/field';
import { ApiError } from '../../../lib/api-client';
import { useZodForm } from '../../../lib/use-zod-form';
import { useDecideAppeal } from '../api/decide-appeal';

interface DecisionValues {
  outcome: AppealOutcome;
  note: string;
}

export const AppealDecisionForm = ({ id }: { id: string }) => {
  const decide = useDecideAppeal();
  const [refusal, setRefusal] = useState<string | undefined>();
  const { field, control, submitParsed } = useZodForm<DecisionValues, AppealDecision>(
    appealDecisionSchema,
    { defaultValues: { outcome: 'verdict-stands', note: '' } },
  );
  const note = useWatch({ control, name: 'note' });
  const send = async (decision: AppealDecision) => {
    setRefusal(undefined);
    try {
      await decide.mutateAsync({ id, ...decision });
    } catch (error) {
      setRefusal(
        error instanceof ApiError && error.status > 0 && error.status < 500
          ? error.message
          : 'The decision could not be saved. Please try again.',
      );
    }
  };
  return (
    <form
      className="form appeal-decision"
      onSubmit={submitParsed((parsed) => void send(parsed))}
      noValidate
      aria-label="Decide the appeal"
    >
      <SelectField label="Outcome" {...field('outcome')}>
        {appealOutcomes.map((outcome) => (
          <option key={outcome} value={outcome}>
            {appealOutcomeLabels[outcome]}
          </option>
        ))}
      </SelectField>
      <TextAreaField
        label="Note for shoppers and the requester"
        rows={4}
        maxLength={SUPPORT_MESSAGE_MAX_LENGTH}
        required
        hint={`Shown with the store's next analyses. ${note.length}/${SUPPORT_MESSAGE_MAX_LENGTH}`}
        {...field('note')}
      />
      {refusal && (
        <p className="notice notice--error" role="alert">
          {refusal}
        </p>
      )}
      <Button type="submit" loading={decide.isPending}>
        Decide the appeal
      </Button>
    </form>
  );
};
