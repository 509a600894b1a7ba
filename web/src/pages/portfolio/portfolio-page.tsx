import { CtaLink } from "~/components/cta-link";
import { Hero } from "~/components/hero";
import { pageMeta } from "~/components/page-meta";
import { Section } from "~/components/section";
import { StartSection } from "~/components/start-section";
import { portfolioPage, portfolioProjects } from "~/content/portfolio";
import { briefStartPath } from "~/features/brief/start-brief";
import { OpenChatButton } from "~/features/chat/open-chat-button";
import { PortfolioGallery } from "./portfolio-gallery";

export function meta() {
  return pageMeta({ ...portfolioPage.meta, path: "/portfolio" });
}

export default function PortfolioPage() {
  const { hero, gallery, cta } = portfolioPage;
  return (
    <main>
      <Hero {...hero}>
        <CtaLink to={briefStartPath()}>{cta.label}</CtaLink>
      </Hero>
      <Section id="projects" heading={gallery.heading} intro={gallery.intro}>
        <PortfolioGallery projects={portfolioProjects} />
      </Section>
      <StartSection cta={cta} startPath={briefStartPath()} tone="alt">
        <OpenChatButton />
      </StartSection>
    </main>
  );
}
