import type { AssetFormValues } from '../../../domain/models/assetForm';

type Physics = Pick<AssetFormValues, 'physicsEnabled' | 'shape' | 'radius' | 'hx' | 'hy'>;

function SizeField({
  label,
  value,
  onChange,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
}) {
  return (
    <label className="ui-field">
      {label}
      <input
        type="number"
        step="any"
        min="0"
        inputMode="decimal"
        value={value}
        onChange={(e) => onChange(e.target.value)}
      />
    </label>
  );
}

/** The collider fed to the collision module: on or off, a circle (radius) or a box (hx, hy). */
export function PhysicsFields({
  value,
  onChange,
}: {
  value: Physics;
  onChange: (patch: Partial<Physics>) => void;
}) {
  return (
    <fieldset className="asset-form__physics">
      <legend>Collider</legend>
      <label className="admin-check">
        <input
          type="checkbox"
          checked={value.physicsEnabled}
          onChange={(e) => onChange({ physicsEnabled: e.target.checked })}
        />
        Physics enabled (people cannot walk through it)
      </label>
      <label className="ui-field">
        Shape
        <select
          value={value.shape}
          onChange={(e) => onChange({ shape: e.target.value === 'BOX' ? 'BOX' : 'CIRCLE' })}
        >
          <option value="CIRCLE">Circle</option>
          <option value="BOX">Box</option>
        </select>
      </label>
      {value.shape === 'CIRCLE' ? (
        <SizeField
          label="Radius (metres)"
          value={value.radius}
          onChange={(radius) => onChange({ radius })}
        />
      ) : (
        <>
          <SizeField
            label="Half width hx (metres)"
            value={value.hx}
            onChange={(hx) => onChange({ hx })}
          />
          <SizeField
            label="Half depth hy (metres)"
            value={value.hy}
            onChange={(hy) => onChange({ hy })}
          />
        </>
      )}
    </fieldset>
  );
}
