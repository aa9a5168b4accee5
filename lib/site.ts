/** Fixed facts about the product shown across the site. */
export const site = {
  name: 'StayNaija',
  url: 'https://staynaija.com',
  reservationsEmail: 'reservations@staynaija.com',
  supportEmail: 'support@staynaija.com',
  /** The two guest-support chat lines offered by the floating help button and the contact page. */
  supportPhones: ['+2348090001122', '+2349090003344'] as const,
  partnerSiteUrl: 'https://partners.staynaija.com',
  partnerLoginUrl: 'https://partners.staynaija.com/login',
  travelAgentUrl: 'https://agents.staynaija.com',
  privacyStatementUrl: 'https://staynaija.com/privacy-policy',
  careersUrl: 'https://careers.staynaija.com',
  blogUrl: 'https://blog.staynaija.com',
  social: {
    facebook: 'https://www.facebook.com/staynaija',
    instagram: 'https://www.instagram.com/staynaija',
    x: 'https://x.com/staynaija',
    linkedin: 'https://www.linkedin.com/company/staynaija',
  },
  appStoreUrl: 'https://apps.apple.com/app/staynaija',
  playStoreUrl: 'https://play.google.com/store/apps/details?id=com.staynaija',
} as const;
