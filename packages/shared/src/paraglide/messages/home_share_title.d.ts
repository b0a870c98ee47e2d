/**
* | output |
* | --- |
* | "Have a space to share?" |
*
* @param {Home_Share_TitleInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const home_share_title: ((inputs?: Home_Share_TitleInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Home_Share_TitleInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Home_Share_TitleInputs = {};
