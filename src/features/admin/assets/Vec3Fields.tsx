import type { Vec3Text } from '../../../domain/models/assetForm';

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
  return (
    <fieldset className="asset-form__vec3">
      <legend>
        {legend} ({unit})
      </legend>
      {AXES.map((axis, i) => (
        <label key={axis} className="ui-field">
          {`${legend} ${axis}`}
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
