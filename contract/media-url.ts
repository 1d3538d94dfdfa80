/** The one place a stored media key becomes the URL the browser loads (served by workers/media/serve-media.ts). */
export const mediaUrl = (key: string | null | undefined): string | null => (key ? `/media/${key}` : null);
