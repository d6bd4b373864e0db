import type { Vec3Text } from '../../../domain/models/assetForm';
import { useT } from '../../languages';

const AXES = ['X', 'Y', 'Z'] as const;

/** Three numeric fields (an offset's x, y and z) under one legend. */
export function Vec3Fields({
  legend,
  unit,
  value,
  onChange,
}: {
  legend: string;
  unit: string;
  value: Vec3Text;
  onChange: (value: Vec3Text) => void;
}) {
  const t = useT();
  return (
    <fieldset className="asset-form__vec3">
      <legend>{t('assets.legendUnit', { legend, unit })}</legend>
      {AXES.map((axis, i) => (
        <label key={axis} className="ui-field">
          {t('assets.axis', { legend, axis })}
          <input
            type="number"
            step="any"
            inputMode="decimal"
            value={value[i]}
            onChange={(e) => {
              const next: Vec3Text = [...value];
              next[i] = e.target.value;
              onChange(next);
            }}
          />
        </label>
      ))}
    </fieldset>
  );
}
