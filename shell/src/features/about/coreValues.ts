/** The nine core values of the about page. */
export const CORE_VALUES = [
  { title: 'Integrity', text: 'We give honest advice, even when it is not the answer you hoped for.' },
  { title: 'Transparency', text: 'Real prices, real photos and clear terms, shown up front.' },
  { title: 'Client first', text: 'Your goals set the search, not our commission.' },
  { title: 'Excellence', text: 'We hold every listing, viewing and contract to a high standard.' },
  { title: 'Local expertise', text: 'We know each community, its schools, transport and prices.' },
  { title: 'Accountability', text: 'We do what we promise, and we tell you when plans change.' },
  { title: 'Innovation', text: '3D tours, virtual viewings and smart search save you time.' },
  { title: 'Respect', text: 'Every client, landlord and partner is treated with courtesy.' },
  { title: 'Community', text: 'We help people put down roots in the places they choose.' },
] as const;
