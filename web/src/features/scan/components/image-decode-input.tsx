/**
 * Reads a barcode or QR code from an uploaded image (part 2 §5): images only, 10 MB at most, a
 * clear message otherwise, and a plain statement when the image holds no code.
 */
import { useId, useState, type ChangeEvent, type Ref } from 'react';
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

  const read = async (e: ChangeEvent<HTMLInputElement>) => {
    const input = e.currentTarget;
    const file = input.files?.[0];
    // Choosing the same file again must read it again.
    input.value = '';
    if (!file) return;
    const refusal = checkImageFile(file);
    setProblem(refusal);
    if (refusal) return;
    setReading(true);
    try {
      const decoder = await loadDecoder();
      const code = await decoder.decodeImageFile(file, formats);
      if (code) onDecoded(code.text);
      else setProblem(nothingFoundMessage);
    } catch {
      setProblem(imageFileMessages.unreadable);
    } finally {
      setReading(false);
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
