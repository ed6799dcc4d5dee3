/**
 * Reads a barcode or QR code from an uploaded image: images only, 10 MB at most, a
 * clear message otherwise, and a plain statement when the image holds no code. Only the latest
 * image counts: a read that ends after another image was chosen, or after the shopper left this
 * tab (the input unmounts), does nothing.
 */
import { useEffect, useRef, useState, type ChangeEvent, type Ref } from 'react';
import { Field } from '../../../components/ui/field';
import type { DecodeFormats, LoadDecoder } from '../decoder-loader';
import { checkImageFile, imageFileMessages } from '../image-file';

export const ImageDecodeInput = ({
  label,
  formats,
  nothingFoundMessage,
  loadDecoder,
  onDecoded,
  inputRef,
}: {
  label: string;
  formats: DecodeFormats;
  nothingFoundMessage: string;
  loadDecoder: LoadDecoder;
  onDecoded: (text: string) => void;
  inputRef?: Ref<HTMLInputElement>;
}) => {
  const [problem, setProblem] = useState<string | null>(null);
  const [reading, setReading] = useState(false);
  // Numbers the reads; moved on when the input unmounts, so no read in flight is the latest.
  const latestRead = useRef(0);
  useEffect(() => {
    const reads = latestRead;
    return () => {
      reads.current += 1;
    };
  }, []);

  const read = async (e: ChangeEvent<HTMLInputElement>) => {
    const input = e.currentTarget;
    const file = input.files?.[0];
    // Choosing the same file again must read it again.
    input.value = '';
    if (!file) return;
    const mine = ++latestRead.current;
    const isLatest = () => mine === latestRead.current;
    const refusal = checkImageFile(file);
    setProblem(refusal);
    if (refusal) return;
    setReading(true);
    try {
      const decoder = await loadDecoder();
      const code = await decoder.decodeImageFile(file, formats);
      if (!isLatest()) return;
      if (code) onDecoded(code.text);
      else setProblem(nothingFoundMessage);
    } catch {
      if (isLatest()) setProblem(imageFileMessages.unreadable);
    } finally {
      if (isLatest()) setReading(false);
    }
  };

  return (
    <Field
      label={label}
      className="scan-upload"
      labelClassName="btn btn--secondary scan-upload__button"
      hint={imageFileMessages.hint}
      error={problem ?? undefined}
      errorTestId="image-problem"
    >
      {(wiring) => (
        <>
          <input
            ref={inputRef}
            {...wiring}
            // Not invalid even with a problem shown: each chosen file is cleared from the input.
            aria-invalid={undefined}
            className="scan-upload__input"
            type="file"
            accept="image/*"
            disabled={reading}
            onChange={(e) => void read(e)}
            data-testid={`image-input-${formats}`}
          />
          {reading && (
            <p className="scan-muted" role="status">
              Reading the image…
            </p>
          )}
        </>
      )}
    </Field>
  );
};
