/**
* | output |
* | --- |
* | "Verified spaces" |
*
* @param {Home_Reason_Verified_TitleInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const home_reason_verified_title: ((inputs?: Home_Reason_Verified_TitleInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Home_Reason_Verified_TitleInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Home_Reason_Verified_TitleInputs = {};
