import { Suspense, useCallback, useEffect, useMemo, useRef, useState, type RefObject } from 'react';
import { Canvas, type ThreeEvent } from '@react-three/fiber';
import type { Camera } from 'three';
import { createCollisionWorld } from '../../domain/collision';
import { pickInstance } from '../../domain/editor/editorAccess';
import { AnimalCrowd } from '../avatars';
import { LazyExtrasOverlay, LazyExtrasScene, RoomObjectsScene } from '../objects';
import { markWorldShown, useEventSession, useEventSessionStore } from '../session';
import { movePointer, pressPointer, releasePointer, TouchJoystick } from '../movement';
import { LoadingScreen } from '../../ui/LoadingScreen';
import { CameraRig } from './CameraRig';
import { createPoseSource } from './crowdPoses';
import { DEBUG_HANDLE_ENABLED, DebugHandle } from './DebugHandle';
import { DeferredDemoBanner } from './DeferredDemoBanner';
import { InHudRegion } from '../../ui/HudRegions';
import { EditorMarker } from './EditorMarker';
import { Floor } from './Floor';
import { LazyModelScenery } from './LazyModelScenery';
import { FrameCap } from './FrameCap';
import { pickPerson, pickUpright, PICK_RADIUS_PX } from './pickPerson';
import { NameTags } from './NameTags';
import { useOwnReactions, type SceneLayer, type WorldControls } from './ownReactions';
import { Player } from './Player';
import { detectRenderQuality } from './renderQuality';
import { SceneryMesh } from './Scenery';
import { buildSceneryGeometry } from './sceneryGeometry';
import { usePositionSync } from './usePositionSync';
import { useRoomScenery } from './useRoomScenery';
import { useWorldObjects } from './useWorldObjects';
import { WorldObjectsOverlay } from './WorldObjectsOverlay';
import { WorldOverlay } from './WorldOverlay';
import { worldIsBusy } from './worldActivity';
import { WorldVoice } from './WorldVoice';
import { createWorldState, spawnPoint } from './worldState';
import './world.css';

export interface WorldViewProps {
  /** False while another tab holds the session: nothing is written from this one. */
  active: boolean;
  /** Filled with what the page's toolbars may ask of the world (reactions). */
  controls?: RefObject<WorldControls | null>;
  /** A click on someone's avatar (instead of walking there): opens their popup. */
  onPickPerson?: (id: string) => void;
}

/** How tall an object is taken to be when a click on screen picks it for the editor. */
const OBJECT_PICK_HEIGHT = 1.5;

/**
 * The placed object a pointer means, for the room editor: on screen near its upright line
 * first, else on the floor near it (the merged scenery has no per-object hit test).
 */
function pickObject<T extends { x: number; y: number }>(
  items: readonly T[],
  camera: Camera,
  click: { x: number; y: number },
  size: { width: number; height: number },
  point: { x: number; y: number },
): T | null {
  return (
    pickUpright(items, { camera, click, size }, OBJECT_PICK_HEIGHT, PICK_RADIUS_PX) ??
    pickInstance(items, point)
  );
}

export default function WorldView(props: WorldViewProps) {
  // Who, where and which event come from the session (features/session); a new room remounts.
  const eventId = useEventSession((s) => s.eventId);
  const roomId = useEventSession((s) => s.roomId);
  const uid = useEventSession((s) => s.uid);
  const name = useEventSession((s) => s.name);
  const animal = useEventSession((s) => s.animal);
  const demo = useEventSession((s) => s.demo);
  const event = useEventSession((s) => s.event);
  const roles = useEventSession((s) => s.roles);
  const arrival = useEventSession((s) => s.arrival);
  // While moving to another room nothing is written here (the move removes the position).
  const travelling = useEventSession((s) => s.travel.status === 'entering');
  const active = props.active && !travelling;
  const stageFacts = useMemo(
    () => ({ participants: event.stageParticipants, isPublic: event.stagePublic }),
    [event.stageParticipants, event.stagePublic],
  );
  const state = useMemo(() => createWorldState(uid, name, animal, arrival ?? spawnPoint()), [uid]); // eslint-disable-line react-hooks/exhaustive-deps
  state.player.animal = animal;
  state.player.name = name;
  const tagLayer = useRef<HTMLDivElement>(null);
  const quality = useMemo(detectRenderQuality, []);
  const busy = useCallback(
    (now: number, lastFrameAt: number) => worldIsBusy(state, now, lastFrameAt),
    [state],
  );
  const getPoses = useMemo(() => createPoseSource(state), [state]);
  const scenery = useRoomScenery(eventId, roomId);
  const [modelError, setModelError] = useState<string | null>(null);
  // Until the scenery is there the player walks on the bare floor (behind the loading screen).
  const collisions = useMemo(
    () => createCollisionWorld(scenery.status === 'ready' ? scenery.colliders : []),
    [scenery],
  );
  usePositionSync({ state, eventId, roomId, uid, active });
  const react = useOwnReactions(state, eventId, uid);
  const { controls } = props;
  // The room editor's part of the scene (gizmo, hover fade): its own lazy chunk, given here.
  const [layer, setLayer] = useState<SceneLayer | null>(null);
  useEffect(() => {
    if (!controls) return;
    controls.current = {
      react,
      setHand: (raised) => {
        state.player.hand = raised;
        state.changedAt = performance.now();
      },
      raisedHands: () =>
        [...state.remotes.values(), { ...state.player, id: uid }]
          .filter((one) => one.hand)
          .map((one) => one.id),
      playerSpot: () => ({ x: state.player.x, y: state.player.y, angle: state.player.angle }),
      setFloorTool: (tool) => {
        state.floorTool = tool;
      },
      setMarker: (point) => {
        state.marker = point;
      },
      setSceneLayer: (next) => {
        state.editing = next !== null;
        setLayer(() => next);
      },
    };
    return () => {
      controls.current = null;
    };
  }, [controls, react, state, uid]);
  const getPlayer = useCallback(() => state.player, [state]);
  // Organisers and stage speakers (the role includes organisers) run a talk's questions.
  const talk = useMemo(
    () => (roles.stageSpeaker || roles.eventOrganiser ? { roomId, floor: event.floor } : null),
    [roles.stageSpeaker, roles.eventOrganiser, roomId, event.floor],
  );
  const objects = useWorldObjects({
    state,
    eventId,
    roomId,
    uid,
    active,
    stageFacts,
    isSpeaker: roles.stageSpeaker,
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
      return state.floorTool({
        point,
        pick: (items) => pickObject(items, e.camera, click, canvas, point),
      });
    }
    if (props.onPickPerson) {
      const picked = pickPerson(state, e.camera, click, canvas);
      if (picked) return props.onPickPerson(picked);
    }
    pressPointer(state.input, point, performance.now());
  };
  const onFloorMove = (e: ThreeEvent<PointerEvent>) => {
    movePointer(state.input, { x: e.point.x, y: e.point.z });
    // A person pointed at shows their name tag, labelled or not (labelledTags.ts).
    const canvas = (e.nativeEvent.target as HTMLElement).getBoundingClientRect();
    const at = { x: e.nativeEvent.clientX - canvas.left, y: e.nativeEvent.clientY - canvas.top };
    state.pointedAt = pickPerson(state, e.camera, at, canvas);
  };

  // What the world waits for: the floor (this chunk) and the room's scenery.
  const loaded = 1 + (scenery.status === 'ready' ? 1 : 0);
  // Portals, screens, banners and NPCs load after the world is on screen (off the walk path).
  const worldReady = loaded === 2;
  const store = useEventSessionStore();
  useEffect(() => {
    if (worldReady) markWorldShown(store, roomId);
  }, [worldReady, store, roomId]);
  return (
    <div className="world">
      <div
        className="world__canvas"
        tabIndex={0}
        role="application"
        onPointerLeave={() => (state.pointedAt = null)}
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
          <Floor
            onPointerDown={onFloorDown}
            onPointerMove={onFloorMove}
            anisotropy={quality.anisotropy}
          />
          {scenery.status === 'ready' && <SceneryMesh placed={scenery.placed} />}
          {scenery.status === 'ready' && (
            <LazyModelScenery
              models={scenery.models}
              instancingEnabled={event.instancingEnabled}
              onError={setModelError}
              ready={worldReady}
            />
          )}
          <RoomObjectsScene
            stage={objects.stage}
            stageColour={objects.cue.colour}
            zones={objects.zones}
            signs={objects.signs}
          />
          <LazyExtrasScene objects={objects.extras} ready={worldReady} />
          <Suspense fallback={null}>
            <AnimalCrowd getPoses={getPoses} />
          </Suspense>
          <EditorMarker state={state} />
          {layer?.({
            state,
            placed: scenery.status === 'ready' ? scenery.placed : [],
            pick: pickObject,
            build: buildSceneryGeometry,
          })}
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
      <TouchJoystick input={state.input} />
      <WorldOverlay state={state} demo={demo} objects={objects.objects} />
      {/* The top centre: the demo's banner above the stage's or zone's notice, stacked. */}
      <InHudRegion region="topCentre">
        {demo && <DeferredDemoBanner />}
        <WorldObjectsOverlay
          eventId={eventId}
          stage={objects.stage}
          stagePublic={stageFacts.isPublic}
          presence={objects.presence}
          cue={objects.cue}
          canToggleStage={roles.eventOrganiser}
          talk={talk}
          channelId={objects.channelId}
          readableSign={objects.readableSign}
        />
        <LazyExtrasOverlay objects={objects.extras} getPlayer={getPlayer} ready={worldReady} />
      </InHudRegion>
      <WorldVoice state={state} roomId={roomId} objects={objects.objects} />
      {/* Not over a failure: its message (below) says what to do instead of a stalled bar. */}
      {loaded < 2 && scenery.status !== 'error' && (
        <div className="world__loading">
          <LoadingScreen text="Loading the world..." progress={loaded / 2} />
        </div>
      )}
      {modelError !== null && (
        <p className="world__error" role="alert">
          A 3D model of this room could not be loaded. Please try reloading the page.
        </p>
      )}
      {scenery.status === 'error' && (
        <p className="world__error" role="alert">
          Something went wrong. Please try reloading the page.
        </p>
      )}
    </div>
  );
}
