import { Suspense, useCallback, useEffect, useMemo, useRef, type RefObject } from 'react';
import { Canvas, type ThreeEvent } from '@react-three/fiber';
import { createCollisionWorld } from '../../domain/collision';
import { pickInstance } from '../../domain/editor';
import { silencedByEvent } from '../../domain/voice';
import { AnimalCrowd } from '../avatars';
import { RoomObjectsScene } from '../objects';
import { Joystick, movePointer, pressPointer, releasePointer } from '../movement';
import { LoadingScreen } from '../../ui/LoadingScreen';
import { CameraRig } from './CameraRig';
import { createPoseSource } from './crowdPoses';
import { DEBUG_HANDLE_ENABLED, DebugHandle } from './DebugHandle';
import { DeferredDemoBanner } from './DeferredDemoBanner';
import { EditorMarker } from './EditorMarker';
import { Floor } from './Floor';
import { FrameCap } from './FrameCap';
import { pickPerson, pickUpright, PICK_RADIUS_PX } from './pickPerson';
import { NameTags } from './NameTags';
import { useOwnReactions, type WorldControls } from './ownReactions';
import { Player } from './Player';
import { detectRenderQuality } from './renderQuality';
import { SceneryMesh } from './Scenery';
import { usePositionSync } from './usePositionSync';
import { useRoomScenery } from './useRoomScenery';
import { useWorldObjects, type WorldStageFacts } from './useWorldObjects';
import { WorldObjectsOverlay } from './WorldObjectsOverlay';
import { WorldOverlay } from './WorldOverlay';
import { worldIsBusy } from './worldActivity';
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
  /** The event's global stage: who is on it, and whether anyone may use it. */
  stageFacts: WorldStageFacts;
  isSpeaker: boolean;
  /** 'Mute attendees' is on: unless a speaker, the player listens only. */
  attendeesMuted: boolean;
  /** Organisers make the stage public or private. */
  isOrganiser: boolean;
  /** Filled with what the page's toolbars may ask of the world (reactions). */
  controls?: RefObject<WorldControls | null>;
  /** A click on someone's avatar (instead of walking there): opens their popup. */
  onPickPerson?: (id: string) => void;
}

/** How tall an object is taken to be when a click on screen picks it for the editor. */
const OBJECT_PICK_HEIGHT = 1.5;

export default function WorldView(props: WorldViewProps) {
  const { eventId, roomId, uid, animal, active } = props;
  const state = useMemo(() => createWorldState(uid, props.name, animal, spawnPoint()), [uid]); // eslint-disable-line react-hooks/exhaustive-deps
  state.player.animal = animal;
  state.player.name = props.name;
  const tagLayer = useRef<HTMLDivElement>(null);
  const quality = useMemo(detectRenderQuality, []);
  const busy = useCallback((now: number) => worldIsBusy(state, now), [state]);
  const getPoses = useMemo(() => createPoseSource(state), [state]);
  const scenery = useRoomScenery(eventId, roomId);
  // Until the scenery is there the player walks on the bare floor (behind the loading screen).
  const collisions = useMemo(
    () => createCollisionWorld(scenery.status === 'ready' ? scenery.colliders : []),
    [scenery],
  );
  usePositionSync({ state, eventId, roomId, uid, active });
  const react = useOwnReactions(state);
  const { controls } = props;
  useEffect(() => {
    if (!controls) return;
    controls.current = {
      react,
      playerSpot: () => ({ x: state.player.x, y: state.player.y }),
      setFloorTool: (tool) => {
        state.floorTool = tool;
      },
      setMarker: (point) => {
        state.marker = point;
      },
    };
    return () => {
      controls.current = null;
    };
  }, [controls, react, state]);
  const objects = useWorldObjects({
    state,
    eventId,
    roomId,
    uid,
    active,
    stageFacts: props.stageFacts,
    isSpeaker: props.isSpeaker,
  });

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
    const canvas = (e.nativeEvent.target as HTMLElement).getBoundingClientRect();
    const click = { x: e.nativeEvent.clientX - canvas.left, y: e.nativeEvent.clientY - canvas.top };
    const point = { x: e.point.x, y: e.point.z };
    if (state.floorTool) {
      const view = { camera: e.camera, click, size: canvas };
      return state.floorTool({
        point,
        // The merged scenery has no per-object hit test: on screen first, then on the floor.
        pick: (items) =>
          pickUpright(items, view, OBJECT_PICK_HEIGHT, PICK_RADIUS_PX) ??
          pickInstance(items, point),
      });
    }
    if (props.onPickPerson) {
      const picked = pickPerson(state, e.camera, click, canvas);
      if (picked) return props.onPickPerson(picked);
    }
    pressPointer(state.input, point, performance.now());
  };
  const onFloorMove = (e: ThreeEvent<PointerEvent>) =>
    movePointer(state.input, { x: e.point.x, y: e.point.z });

  // What the world waits for: the floor (this chunk) and the room's scenery.
  const loaded = 1 + (scenery.status === 'ready' ? 1 : 0);
  return (
    <div className="world">
      <div
        className="world__canvas"
        tabIndex={0}
        role="application"
        aria-label="3D world. Move with W, A, S, D or the arrow keys; hold Shift to run. Click the floor to walk there."
      >
        <Canvas
          camera={{ fov: 45, near: 0.5, far: 400, position: [512, 20, 530] }}
          gl={{ antialias: quality.antialias }}
          dpr={quality.dpr}
          frameloop={quality.maxFps === null ? 'always' : 'demand'}
        >
          {quality.maxFps !== null && (
            <FrameCap fps={quality.maxFps} idleFps={quality.idleFps} busy={busy} />
          )}
          <color attach="background" args={['#bfe3f2']} />
          <hemisphereLight args={['#ffffff', '#6b8f4e', 1.1]} />
          <directionalLight position={[40, 60, 20]} intensity={1.4} />
          <Player state={state} collisions={collisions} />
          <Floor onPointerDown={onFloorDown} onPointerMove={onFloorMove} />
          {scenery.status === 'ready' && <SceneryMesh placed={scenery.placed} />}
          <RoomObjectsScene
            stage={objects.stage}
            stageColour={objects.cue.colour}
            zones={objects.zones}
            signs={objects.signs}
          />
          <Suspense fallback={null}>
            <AnimalCrowd getPoses={getPoses} />
          </Suspense>
          <EditorMarker state={state} />
          <CameraRig state={state} />
          <NameTags state={state} layer={tagLayer} />
          {DEBUG_HANDLE_ENABLED && (
            <DebugHandle
              state={state}
              quality={quality}
              sceneryCount={scenery.status === 'ready' ? scenery.placed.length : 0}
            />
          )}
        </Canvas>
      </div>
      <div className="world__name-tags" ref={tagLayer} aria-hidden="true" />
      {/* Touch movement: shown by CSS in the mobile layout or on a coarse pointer only. */}
      <Joystick input={state.input} />
      <WorldOverlay state={state} demo={props.demo} objects={objects.objects} />
      {/* The top centre: the demo's banner above the stage's or zone's notice, stacked. */}
      <div className="world__top-centre">
        {props.demo && <DeferredDemoBanner />}
        <WorldObjectsOverlay
          eventId={eventId}
          stage={objects.stage}
          stagePublic={props.stageFacts.isPublic}
          presence={objects.presence}
          cue={objects.cue}
          canToggleStage={props.isOrganiser}
          channelId={objects.channelId}
          readableSign={objects.readableSign}
        />
      </div>
      <WorldVoice
        state={state}
        eventId={eventId}
        roomId={roomId}
        uid={uid}
        active={active}
        objects={objects.objects}
        stageParticipants={props.stageFacts.participants}
        silenced={silencedByEvent(props.attendeesMuted, { stageSpeaker: props.isSpeaker })}
      />
      {loaded < 2 && (
        <div className="world__loading">
          <LoadingScreen text="Loading the world..." progress={loaded / 2} />
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
