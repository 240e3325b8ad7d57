/** What the agents admin says to the admin. */
export const AGENT_MESSAGES = {
  fetchFailed: 'Failed to load the agents',
  noAgents: 'No agents yet: add the first one.',
  added: (name: string) => `${name} was added to the agents.`,
  saved: (name: string) => `${name}’s details were saved.`,
  saveFailed: 'Saving the agent failed',
  retired: (name: string, moved: number, to: string | undefined) =>
    moved > 0 && to
      ? `${name} was retired; ${moved === 1 ? 'their listing now shows' : `their ${moved} listings now show`} ${to}.`
      : `${name} was retired.`,
  retireFailed: 'Retiring the agent failed',
  chooseTarget: 'Choose the agent who takes over these listings.',
} as const;

export const listingsText = (n: number): string => (n === 1 ? '1 listing' : `${n} listings`);
