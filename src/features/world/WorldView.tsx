import { Suspense, useEffect, useMemo, useRef, useState } from 'react';
import { Canvas, type ThreeEvent } from '@react-three/fiber';
import { Physics } from '@react-three/rapier';
import { AnimalCrowd } from '../avatars';
import { movePointer, pressPointer, releasePointer } from '../movement';
import { LoadingScreen } from '../../ui/LoadingScreen';
import { CameraRig } from './CameraRig';
import { createPoseSource } from './crowdPoses';
import { DEBUG_HANDLE_ENABLED, DebugHandle } from './DebugHandle';
import { Floor } from './Floor';
import { NameTags } from './NameTags';
import { Player } from './Player';
import { SceneryColliders, SceneryMesh } from './Scenery';
import { usePositionSync } from './usePositionSync';
import { useRoomScenery } from './useRoomScenery';
import { WorldOverlay } from './WorldOverlay';
import { WorldVoice } from './WorldVoice';
import { createWorldState, spawnPoint } from './worldState';
import './world.css';

export interface WorldViewProps {
  eventId: string;
  roomId: string;
  uid: string;
  name: string;
  animal: string;
  demo: boolean;
  /** False while another tab holds the session: nothing is written from this one. */
  active: boolean;
}

function PhysicsReady({ onReady }: { onReady: () => void }) {
  useEffect(onReady, [onReady]);
  return null;
}

export default function WorldView(props: WorldViewProps) {
  const { eventId, roomId, uid, animal, active } = props;
  const state = useMemo(() => createWorldState(uid, props.name, animal, spawnPoint()), [uid]); // eslint-disable-line react-hooks/exhaustive-deps
  state.player.animal = animal;
  state.player.name = props.name;
  const tagLayer = useRef<HTMLDivElement>(null);
  const getPoses = useMemo(() => createPoseSource(state), [state]);
  const scenery = useRoomScenery(eventId, roomId);
  const [physicsReady, setPhysicsReady] = useState(false);
  usePositionSync({ state, eventId, roomId, uid, active });

  useEffect(() => {
    const release = () => releasePointer(state.input, state.input.steerPoint, performance.now());
    window.addEventListener('pointerup', release);
    window.addEventListener('pointercancel', release);
    return () => {
      window.removeEventListener('pointerup', release);
      window.removeEventListener('pointercancel', release);
    };
  }, [state]);

  const onFloorDown = (e: ThreeEvent<PointerEvent>) => {
    if (e.button !== 0) return;
    pressPointer(state.input, { x: e.point.x, y: e.point.z }, performance.now());
  };
  const onFloorMove = (e: ThreeEvent<PointerEvent>) =>
    movePointer(state.input, { x: e.point.x, y: e.point.z });

  const loaded = 1 + (physicsReady ? 1 : 0) + (scenery.status === 'ready' ? 1 : 0);
  return (
    <div className="world">
      <div
        className="world__canvas"
        tabIndex={0}
        role="application"
        aria-label="3D world. Move with W, A, S, D or the arrow keys; hold Shift to run. Click the floor to walk there."
      >
        <Canvas camera={{ fov: 45, near: 0.5, far: 400, position: [512, 20, 530] }} dpr={[1, 2]}>
          <color attach="background" args={['#bfe3f2']} />
          <hemisphereLight args={['#ffffff', '#6b8f4e', 1.1]} />
          <directionalLight position={[40, 60, 20]} intensity={1.4} />
          <Suspense fallback={null}>
            <Physics gravity={[0, 0, 0]}>
              <PhysicsReady onReady={() => setPhysicsReady(true)} />
              {scenery.status === 'ready' && <SceneryColliders colliders={scenery.colliders} />}
              <Player state={state} />
            </Physics>
          </Suspense>
          <Floor onPointerDown={onFloorDown} onPointerMove={onFloorMove} />
          {scenery.status === 'ready' && <SceneryMesh placed={scenery.placed} />}
          <Suspense fallback={null}>
            <AnimalCrowd getPoses={getPoses} />
          </Suspense>
          <CameraRig state={state} />
          <NameTags state={state} layer={tagLayer} />
          {DEBUG_HANDLE_ENABLED && <DebugHandle state={state} />}
        </Canvas>
      </div>
      <div className="world__name-tags" ref={tagLayer} aria-hidden="true" />
      <WorldOverlay state={state} demo={props.demo} />
      <WorldVoice state={state} eventId={eventId} roomId={roomId} uid={uid} active={active} />
      {loaded < 3 && (
        <div className="world__loading">
          <LoadingScreen text="Loading the world..." progress={loaded / 3} />
        </div>
      )}
      {scenery.status === 'error' && (
        <p className="world__error" role="alert">
          Something went wrong. Please try reloading the page.
        </p>
      )}
    </div>
  );
}
