/** The /3dspace page (the product rules for "3dspace page" (docs/glossary.md)): hero, intro with the claims, three showcases, VR projects. */
import { VrHero } from './components/VrHero';
import { VrIntro } from './components/VrIntro';
import { VrProjectsSection } from './components/VrProjectsSection';
import { VrShowcases } from './components/VrShowcases';
import styles from './VrPage.module.css';

export default function VrPage() {
  return (
    <div className={styles.page}>
      <VrHero />
      <VrIntro />
      <VrShowcases />
      <VrProjectsSection />
    </div>
  );
}
