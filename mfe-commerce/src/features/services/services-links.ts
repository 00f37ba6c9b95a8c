/**
 * The consulting provider's external links, in one place: the Services page reads them from here
 * and nowhere else. Each opens in a new tab. Change them here to point at the provider's pages.
 */
export const servicesLinks = {
  site: 'https://consulting.academy.example',
  journey: 'https://consulting.academy.example/start',
  consultation: 'https://consulting.academy.example/consultation',
  assessment: 'https://consulting.academy.example/assessment',
  podcasts: 'https://consulting.academy.example/podcasts',
  contactEmail: 'hello@consulting.academy.example',
  services: {
    website: 'https://consulting.academy.example/services/website',
    content: 'https://consulting.academy.example/services/content',
    visibility: 'https://consulting.academy.example/services/visibility',
    streamline: 'https://consulting.academy.example/services/streamline',
    interaction: 'https://consulting.academy.example/services/client-interaction',
    clients: 'https://consulting.academy.example/services/more-clients',
  },
} as const;
