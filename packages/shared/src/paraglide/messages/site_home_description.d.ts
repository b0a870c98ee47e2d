/**
* | output |
* | --- |
* | "Book meeting rooms, creative studios, event halls, coworking desks and offices by the hour across Kenya. Pay with M-Pesa." |
*
* @param {Site_Home_DescriptionInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const site_home_description: ((inputs?: Site_Home_DescriptionInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Site_Home_DescriptionInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Site_Home_DescriptionInputs = {};
