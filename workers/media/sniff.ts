/** The sniffer lives in contract/ (the browser's picker uses it too); kept here for the API routes that import it. */
export { type SniffedMedia, sniffMedia } from "@contract/media-sniff";
