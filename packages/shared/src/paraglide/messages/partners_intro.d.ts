/**
* | output |
* | --- |
* | "We work with space providers, technology companies, corporates and communities across Kenya." |
*
* @param {Partners_IntroInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const partners_intro: ((inputs?: Partners_IntroInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Partners_IntroInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Partners_IntroInputs = {};
