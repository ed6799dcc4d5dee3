/**
 * Reads a barcode or QR code from an uploaded image (part 2 §5): images only, 10 MB at most, a
 * clear message otherwise, and a plain statement when the image holds no code. Only the latest
 * image counts: a read that ends after another image was chosen, or after the shopper left this
 * tab (the input unmounts), does nothing.
 */
import { useEffect, useId, useRef, useState, type ChangeEvent, type Ref } from 'react';
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
  const id = useId();
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
    <div className="field scan-upload">
      <label htmlFor={id} className="btn btn--secondary scan-upload__button">
        {label}
      </label>
      <input
        ref={inputRef}
        id={id}
        className="scan-upload__input"
        type="file"
        accept="image/*"
        aria-describedby={`${id}-hint${problem ? ` ${id}-problem` : ''}`}
        disabled={reading}
        onChange={(e) => void read(e)}
        data-testid={`image-input-${formats}`}
      />
      <p id={`${id}-hint`} className="field__hint">
        {imageFileMessages.hint}
      </p>
      {reading && (
        <p className="scan-muted" role="status">
          Reading the image…
        </p>
      )}
      {problem && (
        <p id={`${id}-problem`} className="field__error" role="alert" data-testid="image-problem">
          {problem}
        </p>
      )}
    </div>
  );
};
