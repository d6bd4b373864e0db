/**
 * The reference's query string flags we act on: autoJoin (skip the join form when the name is
 * known) and hideIntro (skip the demo's pick-an-animal intro). Its third, forceConnect, is not
 * read: it made the reference connect where its client would otherwise ask first, and ours never
 * asks before connecting (the join gesture starts the voice, and a second tab takes the session
 * over without a question), so there is nothing for it to force. A link carrying it still opens.
 */
export interface QueryFlags {
  autoJoin: boolean;
  hideIntro: boolean;
}

export function readQueryFlags(search: string): QueryFlags {
  const params = new URLSearchParams(search);
  const on = (name: string) => params.has(name) && params.get(name) !== 'false';
  return { autoJoin: on('autoJoin'), hideIntro: on('hideIntro') };
}
