/**
 * The storefront pages of spec §1 the footer and the mobile menu list, grouped as the footer shows them. Only pages for
 * shoppers: /dev-help (spec §2) shows the demo passwords and stays reachable by its URL, unlinked from the storefront.
 */
export const FOOTER_GROUPS = [
  {
    titleKey: 'footer.shop',
    links: [
      { path: '/catalogue', titleKey: 'pages.storefront.catalogue' },
      { path: '/shopping-cart', titleKey: 'pages.storefront.shoppingCart' },
      { path: '/wishlist', titleKey: 'pages.storefront.wishlist' },
      { path: '/sign-up', titleKey: 'pages.storefront.signUp' },
    ],
  },
  {
    titleKey: 'footer.service',
    links: [
      { path: '/faqs', titleKey: 'pages.storefront.faqs' },
      { path: '/contact-us', titleKey: 'pages.storefront.contactUs' },
      { path: '/shipping-information', titleKey: 'pages.storefront.shippingInformation' },
      { path: '/account-information', titleKey: 'pages.storefront.accountInformation' },
    ],
  },
  {
    titleKey: 'footer.about',
    links: [
      { path: '/general-info', titleKey: 'pages.storefront.generalInfo' },
      { path: '/testimonials', titleKey: 'pages.storefront.testimonials' },
      { path: '/find-authorized-partner', titleKey: 'pages.storefront.findAuthorizedPartner' },
    ],
  },
] as const;
