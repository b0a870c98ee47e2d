/**
* | output |
* | --- |
* | "Live health of the Nafasi website, API and database, and the history of recent incidents." |
*
* @param {Status_IntroInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const status_intro: ((inputs?: Status_IntroInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Status_IntroInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Status_IntroInputs = {};
