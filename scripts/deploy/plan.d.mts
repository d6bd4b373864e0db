export interface OptionalService {
  name: string;
  where: 'functions' | 'spa';
  keys: string[];
  without: string;
}
export const OPTIONAL_SERVICES: OptionalService[];
/** The flag by which the operator accepts peer-to-peer voice without TURN. */
export const WITHOUT_TURN_FLAG: string;
export function planDeploy(input: {
  args?: string[];
  spaEnv?: Record<string, string | undefined>;
  functionsEnv?: Record<string, string | undefined> | null;
}): {
  projectId: string | undefined;
  errors: string[];
  warnings: string[];
  /** Risks the operator accepted with a flag (--without-turn). */
  cautions: string[];
};
