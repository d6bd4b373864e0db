export interface OptionalService {
  name: string;
  where: 'functions' | 'spa';
  keys: string[];
  without: string;
}
export const OPTIONAL_SERVICES: OptionalService[];
export function planDeploy(input: {
  args?: string[];
  spaEnv?: Record<string, string | undefined>;
  functionsEnv?: Record<string, string | undefined> | null;
}): { projectId: string | undefined; errors: string[]; warnings: string[] };
