import { useState } from 'react';
import { CAMERA } from '../../domain/constants';
import { AvatarPicker } from '../avatars';
import { Button } from '../../ui/Button';
import { Modal } from '../../ui/Modal';
import type { WorldViewProps } from './WorldView';
import type { WorldState } from './worldState';

const HELP_URL = 'https://help.menagerie.events';

function nextZoom(zoom: number): number {
  const next = zoom + CAMERA.zoomStep;
  return next > 1 ? 0 : next;
}

/** DOM overlays beside the canvas: the attendee menu and the view controls. */
export function WorldOverlay({ state, demo, animal, onChangeAnimal, onLeave }: WorldViewProps & { state: WorldState }) {
  const [menuOpen, setMenuOpen] = useState(false);
  const [picking, setPicking] = useState(false);
  const [choice, setChoice] = useState(animal);

  return (
    <>
      <nav className="world__top-right" aria-label="Event menu">
        <Button variant="secondary" aria-expanded={menuOpen} onClick={() => setMenuOpen(!menuOpen)}>
          Menu
        </Button>
        {menuOpen && (
          <ul className="world__menu" role="menu">
            <li role="none">
              <button
                role="menuitem"
                onClick={() => {
                  setChoice(animal);
                  setPicking(true);
                  setMenuOpen(false);
                }}
              >
                Change animal avatar
              </button>
            </li>
            {!demo && (
              <li role="none">
                <a role="menuitem" href={HELP_URL} target="_blank" rel="noreferrer">
                  Help &amp; Support
                </a>
              </li>
            )}
            <li role="none">
              <button role="menuitem" onClick={onLeave}>
                {demo ? 'Leave demo' : 'Leave event'}
              </button>
            </li>
          </ul>
        )}
      </nav>
      <div className="world__bottom-right">
        <Button variant="secondary" onClick={() => (state.zoom = nextZoom(state.zoom))}>
          Change view
        </Button>
      </div>
      {demo && (
        <a className="world__signup-bar" href="/signup?r=demo">
          Create your own free event
        </a>
      )}
      {picking && (
        <Modal title="Change animal avatar" size="wide" onClose={() => setPicking(false)}>
          <AvatarPicker value={choice} onChange={setChoice} />
          <Button
            onClick={() => {
              onChangeAnimal(choice);
              setPicking(false);
            }}
          >
            Save
          </Button>
        </Modal>
      )}
    </>
  );
}
