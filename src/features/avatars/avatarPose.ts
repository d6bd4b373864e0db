/**
 * One avatar to draw this frame, in world units (y up, the animal stands on y = 0). `angle` is
 * the heading in radians about the y axis; 0 faces +z. Pose objects may be reused by the caller
 * between frames: the crowd renderer only reads them during the frame.
 */
export interface AvatarPose {
  id: string;
  /** Animal key; unknown keys draw the default animal. */
  animal: string;
  x: number;
  z: number;
  angle: number;
  moving: boolean;
  speaking?: boolean;
  /** 0..1, dithered (no sorting needed); defaults to 1. */
  opacity?: number;
}
