/** Manual entry, for shoppers whose camera fails: the same check as the scanner. */
import { isValidBarcode } from '@shop-scanner/shared/barcode-rules';
import { productMessages } from '@shop-scanner/shared/messages';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/field';
import { useCheckedForm } from '../../../lib/use-checked-form';

/** 8 to 14 digits, and the GS1 check digit: a typo is caught here, not after a request. */
const checkBarcode = ({ barcode }: { barcode: string }) => {
  const code = barcode.trim();
  return isValidBarcode(code)
    ? { ok: true as const, data: code }
    : { ok: false as const, errors: { barcode: productMessages.invalidBarcode } };
};

export const ManualEntry = ({ onSubmit }: { onSubmit: (barcode: string) => void }) => {
  const { field, submitParsed } = useCheckedForm(checkBarcode, {
    defaultValues: { barcode: '' },
  });

  return (
    <form
      className="form scan-manual"
      onSubmit={submitParsed(onSubmit)}
      noValidate
      aria-label="Enter a barcode"
    >
      <TextField
        label="Barcode number"
        inputMode="numeric"
        autoComplete="off"
        enterKeyHint="search"
        hint="The 8 to 14 digits printed under the bars"
        {...field('barcode')}
      />
      <Button type="submit" variant="secondary">
        Look up barcode
      </Button>
    </form>
  );
};
