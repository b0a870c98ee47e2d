/**
* | output |
* | --- |
* | "by the hour" |
*
* @param {Hero_Title_AccentInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const hero_title_accent: ((inputs?: Hero_Title_AccentInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Hero_Title_AccentInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Hero_Title_AccentInputs = {};
