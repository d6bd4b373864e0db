import { useEffect, useMemo } from 'react';
import { useThree } from '@react-three/fiber';
import {
  IMAGE_BANNER,
  imageBannerOf,
  type ImageBanner,
} from '../../../domain/objects/imageBanners';
import type { ExtraObject } from '../../../domain/objects/roomObjects';
import { useMountedResource } from '../../../ui/useMountedResource';
import { useBannerImage } from './bannerImages';
import { bannerTexture } from './bannerTextures';

const FRAME = 0.08;
const DEPTH = 0.06;
const POST_RADIUS = 0.06;
const WOOD = '#6b5440';

/**
 * One banner: its picture (or a placeholder saying why there is none) on a framed board lifted
 * on two posts, turned by the object's angle. The picture is unlit, so it shows its own colours.
 */
function BannerModel({ banner }: { banner: ImageBanner }) {
  const image = useBannerImage(banner.url);
  const invalidate = useThree((s) => s.invalidate);
  const aspect = banner.width / banner.height;
  const texture = useMountedResource(
    () => bannerTexture(image, aspect),
    (made) => made.dispose(),
    [image, aspect],
  );
  // A frame on demand (software renderers draw only when asked): show the new texture now.
  useEffect(() => {
    if (texture) invalidate();
  }, [texture, invalidate]);
  const { width, height } = banner;
  const middle = IMAGE_BANNER.lift + height / 2;
  const postX = width / 2 - Math.min(width / 4, 0.4);
  return (
    <group position={[banner.x, 0, banner.y]} rotation-y={banner.angle} name="image-banner">
      <mesh position={[0, middle, -DEPTH / 2]}>
        <boxGeometry args={[width + FRAME * 2, height + FRAME * 2, DEPTH]} />
        <meshLambertMaterial color={WOOD} />
      </mesh>
      {texture && (
        <mesh position={[0, middle, 0.002]}>
          <planeGeometry args={[width, height]} />
          <meshBasicMaterial map={texture} toneMapped={false} />
        </mesh>
      )}
      {[-postX, postX].map((x) => (
        <mesh key={x} position={[x, IMAGE_BANNER.lift / 2, -DEPTH / 2]}>
          <cylinderGeometry args={[POST_RADIUS, POST_RADIUS, IMAGE_BANNER.lift, 8]} />
          <meshLambertMaterial color={WOOD} />
        </mesh>
      ))}
    </group>
  );
}

/** The room's image banners (inside the Canvas). */
export function BannerModels({ objects }: { objects: readonly ExtraObject[] }) {
  const banners = useMemo(
    () => objects.filter((o) => o.kind === 'imageBanner').map(imageBannerOf),
    [objects],
  );
  return (
    <>
      {banners.map((banner) => (
        <BannerModel key={banner.id} banner={banner} />
      ))}
    </>
  );
}
