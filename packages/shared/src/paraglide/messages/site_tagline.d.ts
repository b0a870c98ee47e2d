/**
* | output |
* | --- |
* | "spaces by the hour in Kenya" |
*
* @param {Site_TaglineInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const site_tagline: ((inputs?: Site_TaglineInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Site_TaglineInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Site_TaglineInputs = {};
