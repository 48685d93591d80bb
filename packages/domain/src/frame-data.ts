// What a signed-in frame (web-paths.ts, `signedInFrames`) shows beyond the name, and how it hands
// that to the app (ADR-087). A module of its own: the web app's entry imports web-paths.ts, and
// these are read only by the agent's dashboard.

/**
 * Where the agent's frame has the biography as the header shows it
 * (`dashboardTexts.bio.shown`), and the join date (`formatLongDate`): replaced, escaped, for each
 * request, like `SESSION_NAME_MARK`.
 */
export const FRAME_BIO_MARK = '\u2063brillo-biografia\u2063';
export const FRAME_JOINED_MARK = '\u2063brillo-fecha-de-ingreso\u2063';

/**
 * The id of the JSON block a filled frame carries after its root (ADR-087): what the API read
 * for it, handed to the app so that its first screen shows the same without reading it again.
 * Never executed (`type="application/json"`), so the CSP allows it.
 */
export const FRAME_DATA_ID = 'brillo-frame-data';

/**
 * The JSON block's content: whose account it is, and what the frame showed of it that the app
 * reads from the API: the biography as stored, the join date as people read it.
 */
export interface FrameData {
  email: string;
  bio?: string;
  joinedOn?: string;
}
