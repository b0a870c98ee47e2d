/**
* | output |
* | --- |
* | "Great work needs the right place, and the right place should not need a five-year lease." |
*
* @param {About_Story_IntroInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const about_story_intro: ((inputs?: About_Story_IntroInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<About_Story_IntroInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type About_Story_IntroInputs = {};
