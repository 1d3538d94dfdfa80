/** The legal pages, for the footer (short labels) and the legal tab bar (page titles). */
export const LEGAL_PAGES = [
  { to: "/imprint", label: "Imprint", title: "Imprint" },
  { to: "/data-privacy", label: "Data privacy", title: "Data privacy" },
  { to: "/cookies", label: "Cookies", title: "Cookies" },
  { to: "/legal", label: "Legal", title: "Terms of Use" },
  { to: "/copyright", label: "Copyright", title: "Copyright" },
];
