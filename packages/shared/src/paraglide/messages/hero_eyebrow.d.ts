/**
* | output |
* | --- |
* | "Nafasi · Kenya’s space marketplace" |
*
* @param {Hero_EyebrowInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const hero_eyebrow: ((inputs?: Hero_EyebrowInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Hero_EyebrowInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Hero_EyebrowInputs = {};
