/**
* | output |
* | --- |
* | "Press releases" |
*
* @param {Press_ReleasesInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const press_releases: ((inputs?: Press_ReleasesInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Press_ReleasesInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Press_ReleasesInputs = {};
