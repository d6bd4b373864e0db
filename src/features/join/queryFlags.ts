/** Reference query string flags: forceConnect, autoJoin, hideIntro. */
export interface QueryFlags {
  forceConnect: boolean;
  autoJoin: boolean;
  hideIntro: boolean;
}

export function readQueryFlags(search: string): QueryFlags {
  const params = new URLSearchParams(search);
  const on = (name: string) => params.has(name) && params.get(name) !== 'false';
  return { forceConnect: on('forceConnect'), autoJoin: on('autoJoin'), hideIntro: on('hideIntro') };
}
