import type { FormEvent } from 'react';
import type { SceneryAssetDoc } from '../../../domain/models/assets';
import type { ModelMaterial } from '../../../domain/models/modelMaterials';
import { Button } from '../../../ui/Button';
import { FormError } from '../../../ui/FormError';
import { useT } from '../../languages';
import { useAssetText } from './assetTexts';
import { MaterialColours } from './MaterialColours';
import { ModelFileField } from './ModelFileField';
import { PhysicsFields } from './PhysicsFields';
import { useAssetForm } from './useAssetForm';
import { Vec3Fields } from './Vec3Fields';

/**
 * The scenery asset form (reference: 'Asset form'). New (no stored asset): 'Create asset' is
 * enabled only with a checked model and a name, reads 'Creating...' while the model is
 * uploaded and checked by the server and the asset stored, then `onCreated` takes the page to
 * the edit form. Edit: 'Save changes' ('Saving...'), highlighted once something changed.
 */
export function AssetForm({
  assetId,
  stored,
  storedMaterials,
  onCreated,
}: {
  assetId: string;
  stored: SceneryAssetDoc | null;
  /** The stored model's materials (edit; null while it loads). */
  storedMaterials?: readonly ModelMaterial[] | null;
  onCreated?: (assetId: string) => void;
}) {
  const t = useT();
  const assetText = useAssetText();
  const form = useAssetForm(assetId, stored, onCreated);
  const { values, change } = form;
  const materials = form.model?.materials ?? (stored ? (storedMaterials ?? null) : []);

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    void form.submit();
  }

  const label = stored
    ? t(form.busy ? 'assets.saving' : 'assets.save')
    : t(form.busy ? 'assets.creating' : 'assets.create');

  return (
    <form
      className="admin-form asset-form"
      aria-label={stored ? t('assets.editLabel') : t('assets.newLabel')}
      onSubmit={onSubmit}
    >
      <ModelFileField
        label={stored ? t('assets.replaceModel') : t('assets.model')}
        onChange={form.setModel}
      />
      <label className="ui-field">
        {t('assets.name')}
        <input value={values.name} onChange={(e) => change({ name: e.target.value })} />
      </label>
      {stored || form.model ? (
        <MaterialColours
          materials={materials}
          colours={values.materials}
          onChange={(colours) => change({ materials: colours })}
        />
      ) : (
        <p className="admin-hint">{t('assets.chooseModel')}</p>
      )}
      <Vec3Fields
        legend={t('assets.position')}
        unit={t('assets.metres')}
        value={values.position}
        onChange={(position) => change({ position })}
      />
      <Vec3Fields
        legend={t('assets.rotation')}
        unit={t('assets.radians')}
        value={values.rotation}
        onChange={(rotation) => change({ rotation })}
      />
      <Vec3Fields
        legend={t('assets.scale')}
        unit={t('assets.factor')}
        value={values.scale}
        onChange={(scale) => change({ scale })}
      />
      <PhysicsFields value={values} onChange={change} />
      <label className="admin-check">
        <input
          type="checkbox"
          checked={values.listInMenu}
          onChange={(e) => change({ listInMenu: e.target.checked })}
        />
        {t('assets.listInMenu')}
      </label>
      <label className="admin-check">
        <input
          type="checkbox"
          checked={values.instancingEnabled}
          onChange={(e) => change({ instancingEnabled: e.target.checked })}
        />
        {t('assets.instanced')}
      </label>
      <FormError message={assetText(form.error)} />
      {form.saved && <p role="status">{t('assets.saved')}</p>}
      <div className="admin-actions">
        <Button
          type="submit"
          disabled={!form.canSubmit}
          variant={stored && !form.edited ? 'secondary' : 'primary'}
        >
          {label}
        </Button>
      </div>
    </form>
  );
}
