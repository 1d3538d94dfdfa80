export const withDevTools: boolean;
