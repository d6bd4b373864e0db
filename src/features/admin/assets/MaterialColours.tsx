import type { ModelMaterial } from '../../../domain/models/modelMaterials';
import { useT } from '../../languages';

/**
 * A colour per material name of the model (read from the chosen file, or the stored model).
 * A material without a colour of its own in the asset shows the model's.
 */
export function MaterialColours({
  materials,
  colours,
  onChange,
}: {
  materials: readonly ModelMaterial[] | null;
  colours: Record<string, string>;
  onChange: (colours: Record<string, string>) => void;
}) {
  const t = useT();
  if (materials === null) return <p role="status">{t('assets.readingMaterials')}</p>;
  if (materials.length === 0) return <p>{t('assets.noMaterials')}</p>;
  return (
    <fieldset className="asset-form__materials">
      <legend>{t('assets.materialColours')}</legend>
      {materials.map((m) => (
        <label key={m.name} className="admin-check">
          <input
            type="color"
            value={colours[m.name] ?? m.colour}
            onChange={(e) => onChange({ ...colours, [m.name]: e.target.value })}
          />
          {m.name}
        </label>
      ))}
    </fieldset>
  );
}
