/**
* | output |
* | --- |
* | "Stories, announcements and resources for journalists writing about work, events and creative spaces in Kenya." |
*
* @param {Press_IntroInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const press_intro: ((inputs?: Press_IntroInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Press_IntroInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Press_IntroInputs = {};
