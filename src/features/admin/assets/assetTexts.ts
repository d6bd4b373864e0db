import { ASSET_LIMITS, ASSET_TEXTS } from '../../../domain/models/assets';
import { MODEL_FILE_TEXTS, MODEL_MAX_BYTES } from '../../../domain/models/modelFile';
import { useErrorText, useT, type MessageId } from '../../languages';

type Values = Record<string, number>;

/** The asset form's failures (useAssetForm), kept in English like the domain's sentences. */
export const ASSET_FORM_TEXTS = {
  refused: (message: string) => `The server refused this model: ${message}`,
  checkTimeout: 'The server did not check the model in time. Try again.',
  denied: 'You are not allowed to change scenery assets.',
  failed: 'Could not store the asset. Check your connection and try again.',
} as const;

/**
 * The domain's asset sentences (the asset schema's and the model file check's, in English: the
 * rules' tests and storage-checkModelUpload share them) and the form's own, as messages.
 */
const MESSAGES: Record<string, [MessageId, Values?]> = {
  [ASSET_TEXTS.nameRequired]: ['assets.nameRequired'],
  [ASSET_TEXTS.nameTooLong]: ['assets.nameTooLong', { max: ASSET_LIMITS.nameMax }],
  [ASSET_TEXTS.modelRequired]: ['assets.modelRequired'],
  [ASSET_TEXTS.modelPath]: ['assets.modelPath'],
  [ASSET_TEXTS.modelOrKind]: ['assets.modelOrKind'],
  [ASSET_TEXTS.thumbnail]: ['assets.thumbnailAddress'],
  [ASSET_TEXTS.position]: ['assets.positionRange', { max: ASSET_LIMITS.offsetMax }],
  [ASSET_TEXTS.rotation]: ['assets.rotationRange', { max: ASSET_LIMITS.rotationMax }],
  [ASSET_TEXTS.scale]: [
    'assets.scaleRange',
    { min: ASSET_LIMITS.scaleMin, max: ASSET_LIMITS.scaleMax },
  ],
  [ASSET_TEXTS.colour]: ['assets.colour'],
  [ASSET_TEXTS.materialName]: ['assets.materialName', { max: ASSET_LIMITS.materialNameMax }],
  [ASSET_TEXTS.tooManyMaterials]: ['assets.tooManyMaterials', { max: ASSET_LIMITS.materialsMax }],
  [ASSET_TEXTS.collider]: ['assets.colliderRange', { max: ASSET_LIMITS.colliderMax }],
  [ASSET_TEXTS.circleRadius]: ['assets.circleRadius'],
  [ASSET_TEXTS.boxSize]: ['assets.boxSize'],
  [ASSET_TEXTS.nodeName]: ['assets.nodeName', { max: ASSET_LIMITS.materialNameMax }],
  [ASSET_TEXTS.tooManyNodes]: ['assets.tooManyNodes', { max: ASSET_LIMITS.instancingNodesMax }],
  [MODEL_FILE_TEXTS.wrongExtension]: ['assets.file.wrongExtension'],
  [MODEL_FILE_TEXTS.empty]: ['assets.file.empty'],
  [MODEL_FILE_TEXTS.tooLarge]: ['assets.file.tooLarge', { mb: MODEL_MAX_BYTES / 1024 / 1024 }],
  [MODEL_FILE_TEXTS.badMagic]: ['assets.file.badMagic'],
  [MODEL_FILE_TEXTS.badVersion]: ['assets.file.badVersion'],
  [MODEL_FILE_TEXTS.badLength]: ['assets.file.badLength'],
  [MODEL_FILE_TEXTS.badJson]: ['assets.file.badJson'],
  [MODEL_FILE_TEXTS.notGltf2]: ['assets.file.notGltf2'],
  [MODEL_FILE_TEXTS.noMeshes]: ['assets.file.noMeshes'],
  [MODEL_FILE_TEXTS.externalFiles]: ['assets.file.externalFiles'],
  [ASSET_FORM_TEXTS.checkTimeout]: ['assets.checkTimeout'],
  [ASSET_FORM_TEXTS.denied]: ['assets.denied'],
  [ASSET_FORM_TEXTS.failed]: ['assets.failed'],
};

/** ASSET_FORM_TEXTS.refused's words before the server's reason. */
const REFUSED = ASSET_FORM_TEXTS.refused('');

/** A scenery page's sentence in the person's language; one not listed stays as it came. */
export function useAssetText() {
  const t = useT();
  const errorText = useErrorText();
  const text = <T extends string | null | undefined>(said: T): T | string => {
    if (!said) return said;
    const message = MESSAGES[said];
    if (message) return t(message[0], message[1]);
    // The server's refusal of an upload carries the file check's sentence: both translated.
    if (said.startsWith(REFUSED)) {
      return t('assets.refusedThis', { message: text(said.slice(REFUSED.length)) });
    }
    return errorText(said);
  };
  return text;
}
