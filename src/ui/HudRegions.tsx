import { createContext, useContext, useState, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import './hud.css';

/**
 * The screen regions of the world's heads-up controls, in reading order: the order in which
 * the keyboard's Tab visits them and a screen reader reads them. Each region's contents keep
 * their own fixed or absolute placement; a region only decides where in the document they are.
 * Without it, Tab followed which component happened to render first (bottom-right, top-right,
 * bottom-left, then top-left). 'notices' (the session's: the connection lost, a room that could
 * not be entered) and 'topCentre' (banners and the cards of what one stands at) share one column,
 * so that nothing there covers anything else.
 */
export type HudRegion =
  'topLeft' | 'notices' | 'topCentre' | 'topRight' | 'bottomLeft' | 'bottomCentre' | 'bottomRight';

/**
 * The cards of the top centre's column (notices, banners, what one stands at), for what is
 * drawn in the world beneath them to tell whether they cover it (a guide's speech bubble).
 */
const TOP_CENTRE_CARDS = '.hud-top-centre > .hud-region > *';

/**
 * The share (0..1) of a screen rectangle (CSS pixels) that the top centre's cards cover. The
 * cards are stacked in one column, so their overlaps with it add up.
 */
export function shareCoveredByTopCentre(rect: {
  left: number;
  top: number;
  right: number;
  bottom: number;
}): number {
  const area = (rect.right - rect.left) * (rect.bottom - rect.top);
  if (area <= 0) return 0;
  let covered = 0;
  for (const card of document.querySelectorAll(TOP_CENTRE_CARDS)) {
    const box = card.getBoundingClientRect();
    const width = Math.min(box.right, rect.right) - Math.max(box.left, rect.left);
    const height = Math.min(box.bottom, rect.bottom) - Math.max(box.top, rect.top);
    if (width > 0 && height > 0) covered += width * height;
  }
  return Math.min(1, covered / area);
}

type RegionElements = Partial<Record<HudRegion, HTMLElement>>;
const HudContext = createContext<RegionElements | null>(null);

/**
 * Its children (the world, whose canvas comes first), then one empty element per region, in
 * reading order, for `InHudRegion` to render into.
 */
export function HudRegions({ children }: { children: ReactNode }) {
  const [elements, setElements] = useState<RegionElements>({});
  const keep = (region: HudRegion) => (element: HTMLElement | null) => {
    if (element && elements[region] !== element)
      setElements((current) => ({ ...current, [region]: element }));
  };
  const slot = (region: HudRegion) => (
    <div className="hud-region" data-hud-region={region} ref={keep(region)} />
  );
  return (
    <HudContext.Provider value={elements}>
      {children}
      {slot('topLeft')}
      <div className="hud-top-centre">
        {slot('notices')}
        {slot('topCentre')}
      </div>
      {slot('topRight')}
      {slot('bottomLeft')}
      {slot('bottomCentre')}
      {slot('bottomRight')}
    </HudContext.Provider>
  );
}

/**
 * Renders its children into a region (a React portal: context and events stay the caller's).
 * Outside `HudRegions` (a component shown on its own) they render where they are.
 */
export function InHudRegion({ region, children }: { region: HudRegion; children: ReactNode }) {
  const elements = useContext(HudContext);
  if (elements === null) return <>{children}</>;
  const element = elements[region];
  return element ? createPortal(children, element) : null;
}
