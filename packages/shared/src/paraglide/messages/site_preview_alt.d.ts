/**
* | output |
* | --- |
* | "Three spaces on Nafasi: a banquet hall in Nairobi, a beach pavilion in Diani and a meeting room in Gigiri" |
*
* @param {Site_Preview_AltInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const site_preview_alt: ((inputs?: Site_Preview_AltInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Site_Preview_AltInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Site_Preview_AltInputs = {};
