/**
 * The home page (docs/glossary.md): hero, developer strip, the search remote, its newest listings, the emirates remote,
 * the homes recently viewed, services and the 3D space teaser. Remote sections sit in RemoteSlot so a failing remote cannot take
 * the page down.
 */
import { RemoteSlot } from '../../shared/remotes/RemoteSlot';
import { HeroSection } from './HeroSection';
import { DeveloperStrip } from './DeveloperStrip';
import { ServicesSection } from './ServicesSection';
import { SpaceTeaser } from './SpaceTeaser';
import styles from './HomePage.module.css';

const SEARCH_ANCHOR = 'home-search';

export function HomePage() {
  return (
    <>
      <HeroSection searchAnchor={SEARCH_ANCHOR} />
      <DeveloperStrip />
      <div id={SEARCH_ANCHOR} className={styles.searchSlot}>
        <RemoteSlot remote="mf-search" module="SearchPanel" minHeight={380} />
      </div>
      {/* The newest listings, between the search and the emirates. Below the first view on a
          phone: its code and hydration wait until it nears the screen (its links work meanwhile, its
          hearts stay disabled), so they do not block the search above it. */}
      <RemoteSlot remote="mf-search" module="FeaturedListings" minHeight={560} deferUntilNearViewport />
      <RemoteSlot remote="mf-listings" module="EmiratesSection" minHeight={480} deferUntilNearViewport />
      {/* The homes this browser opened: its own list, drawn once the page has started (nothing is
          reserved: it is empty on the server and appears below the fold). */}
      <RemoteSlot remote="mf-listings" module="RecentlyViewed" minHeight={0} deferUntilNearViewport />
      <ServicesSection />
      <SpaceTeaser />
    </>
  );
}
