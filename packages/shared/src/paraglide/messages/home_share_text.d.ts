/**
* | output |
* | --- |
* | "List your boardroom, studio, hall or desks on Nafasi and earn from the hours they stand empty." |
*
* @param {Home_Share_TextInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const home_share_text: ((inputs?: Home_Share_TextInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Home_Share_TextInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Home_Share_TextInputs = {};
