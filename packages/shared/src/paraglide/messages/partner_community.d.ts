/**
* | output |
* | --- |
* | "Community Partner" |
*
* @param {Partner_CommunityInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const partner_community: ((inputs?: Partner_CommunityInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Partner_CommunityInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Partner_CommunityInputs = {};
