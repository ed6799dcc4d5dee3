/** Manual entry, for shoppers whose camera fails: the same check as the scanner. */
import { useState, type FormEvent } from 'react';
import { isValidBarcode } from '@shop-scanner/shared/barcode-rules';
import { productMessages } from '@shop-scanner/shared/messages';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/field';

export const ManualEntry = ({ onSubmit }: { onSubmit: (barcode: string) => void }) => {
  const [value, setValue] = useState('');
  const [error, setError] = useState<string>();

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const code = value.trim();
    // 8 to 14 digits, and the GS1 check digit: a typo is caught here, not after a request.
    if (!isValidBarcode(code)) return setError(productMessages.invalidBarcode);
    onSubmit(code);
  };

  return (
    <form className="form scan-manual" onSubmit={submit} noValidate aria-label="Enter a barcode">
      <TextField
        label="Barcode number"
        name="barcode"
        inputMode="numeric"
        autoComplete="off"
        enterKeyHint="search"
        hint="The 8 to 14 digits printed under the bars"
        value={value}
        error={error}
        onChange={(e) => {
          setValue(e.target.value);
          setError(undefined);
        }}
      />
      <Button type="submit" variant="secondary">
        Look up barcode
      </Button>
    </form>
  );
};
