/**
* | output |
* | --- |
* | "We are a small team in Nairobi building the marketplace for spaces by the hour. Come build it with us." |
*
* @param {Careers_IntroInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const careers_intro: ((inputs?: Careers_IntroInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Careers_IntroInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Careers_IntroInputs = {};
