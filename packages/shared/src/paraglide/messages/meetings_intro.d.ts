/**
* | output |
* | --- |
* | "Host or join a meeting room with chat and video, from your phone or your desk." |
*
* @param {Meetings_IntroInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const meetings_intro: ((inputs?: Meetings_IntroInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Meetings_IntroInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Meetings_IntroInputs = {};
