import type { AssetFormValues } from '../../../domain/models/assetForm';
import { useT } from '../../languages';

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
  const t = useT();
  return (
    <fieldset className="asset-form__physics">
      <legend>{t('assets.collider')}</legend>
      <label className="admin-check">
        <input
          type="checkbox"
          checked={value.physicsEnabled}
          onChange={(e) => onChange({ physicsEnabled: e.target.checked })}
        />
        {t('assets.physics')}
      </label>
      <label className="ui-field">
        {t('assets.shape')}
        <select
          value={value.shape}
          onChange={(e) => onChange({ shape: e.target.value === 'BOX' ? 'BOX' : 'CIRCLE' })}
        >
          <option value="CIRCLE">{t('assets.circle')}</option>
          <option value="BOX">{t('assets.box')}</option>
        </select>
      </label>
      {value.shape === 'CIRCLE' ? (
        <SizeField
          label={t('assets.radius')}
          value={value.radius}
          onChange={(radius) => onChange({ radius })}
        />
      ) : (
        <>
          <SizeField label={t('assets.hx')} value={value.hx} onChange={(hx) => onChange({ hx })} />
          <SizeField label={t('assets.hy')} value={value.hy} onChange={(hy) => onChange({ hy })} />
        </>
      )}
    </fieldset>
  );
}
