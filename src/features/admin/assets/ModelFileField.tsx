import { useId, useState } from 'react';
import { checkModelFile, checkModelSize } from '../../../domain/models/modelFile';
import { modelMaterials, type ModelMaterial } from '../../../domain/models/modelMaterials';
import { FormError } from '../../../ui/FormError';
import { useT } from '../../languages';
import { useAssetText } from './assetTexts';

/** A model file that passed the browser's check, with the materials it names. */
export interface ChosenModel {
  file: File;
  materials: ModelMaterial[];
}

/**
 * The model file input: checks the chosen file in the browser (checkModelFile: a valid .glb
 * or self-contained .gltf of at most 10 MB) and says at once why one cannot be used; only a
 * file that passes reaches the form, and nothing is uploaded before Create asset / Save.
 */
export function ModelFileField({
  label,
  onChange,
}: {
  label: string;
  onChange: (model: ChosenModel | null) => void;
}) {
  const t = useT();
  const assetText = useAssetText();
  const errorId = useId();
  const [error, setError] = useState<string | null>(null);
  const [reading, setReading] = useState(false);

  async function choose(file: File | undefined) {
    setError(null);
    onChange(null);
    if (!file) return;
    // Name and size first: an oversized file is refused without being read.
    const early = checkModelSize(file.name, file.size);
    if (early && !early.ok) return setError(early.message);
    setReading(true);
    try {
      const bytes = new Uint8Array(await file.arrayBuffer());
      const check = checkModelFile(bytes, file.name);
      if (!check.ok) return setError(check.message);
      onChange({ file, materials: modelMaterials(bytes, file.name) });
    } catch {
      setError(t('assets.unreadable'));
    } finally {
      setReading(false);
    }
  }

  return (
    <div className="ui-field">
      <label htmlFor={`${errorId}-input`}>{label}</label>
      <input
        id={`${errorId}-input`}
        type="file"
        accept=".glb,.gltf,model/gltf-binary,model/gltf+json"
        aria-describedby={error ? errorId : undefined}
        aria-invalid={error ? true : undefined}
        onChange={(e) => void choose(e.target.files?.[0])}
      />
      {reading && <p role="status">{t('assets.checking')}</p>}
      <FormError id={errorId} message={assetText(error)} />
    </div>
  );
}
